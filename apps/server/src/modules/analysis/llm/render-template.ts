/**
 * Fills an editable prompt template (spec deep-analysis-admin §3 "Prompt"): every `{{NAME}}` is replaced
 * by its value, unknown names become empty. One pass over the template only: a value that itself
 * contains `{{NAME}}` (deck text can) is inserted literally and never expanded, and nothing is evaluated.
 */
const VARIABLE = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

export function renderTemplate(template: string, variables: Readonly<Record<string, string | undefined>>): string {
  // A replacer function, not a replacement string, so `$&` or `$1` inside values stay literal.
  return template.replace(VARIABLE, (_match, name: string) => {
    const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
    return typeof value === 'string' ? value : '';
  });
}

/** Whether a template uses a variable. */
export function usesVariable(template: string, name: string): boolean {
  return [...template.matchAll(VARIABLE)].some((match) => match[1] === name);
}

/** The markers that fence untrusted text off as data in the prompts (the default templates use the first). */
export const DATA_TAGS = ['pitch_deck_data', 'deck_content', 'analysis'] as const;

const TAG_PATTERN = new RegExp(
  // <tag>, </tag>, < / tag attr="x" >, and their HTML-escaped spellings, in any case.
  `(?:<|&lt;|&#0*60;|&#x0*3c;)\\s*/?\\s*(?:${DATA_TAGS.join('|')})\\b[^>&]*(?:>|&gt;|&#0*62;|&#x0*3e;)`,
  'gi',
);

/**
 * Untrusted text (deck content, values extracted from it) must never open or close a data block: every
 * spelling of the data markers is removed, repeatedly, so that removing one cannot assemble another.
 */
export function stripDataTags(text: string): string {
  let current = text;
  for (let i = 0; i < 10; i++) {
    const next = current.replace(TAG_PATTERN, '');
    if (next === current) return next;
    current = next;
  }
  return current.replace(/[<>]/g, '');
}
