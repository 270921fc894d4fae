/** A literal string as a regular-expression pattern: every character with a meaning in a pattern escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
