/** A LIKE pattern matching `text` anywhere, lower case: `%`, `_` and `\` are wildcards, so a search for "100%" means the text. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
