/**
 * One line of the Markdown export as the PDF prints it: emphasis, code and link syntax removed (the
 * standard PDF fonts have no italics to show them with), list markers as bullets, table rows as cells
 * separated by a middle dot. Returns null for a line that only draws a table's ruling.
 */
export function markdownLineToPlain(line: string): string | null {
  const text = line.trim();
  if (/^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/.test(text)) return null;
  const cells = /^\|(.*)\|$/.exec(text);
  const body = cells ? cells[1].split('|').map((cell) => cell.trim()).join(' · ') : text;
  return stripInlineMarkdown(body).replace(/^[-*+]\s+/, '• ');
}

function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\(([^)\s]+)\)/g, (_, label: string, url: string) => (label ? `${label} (${url})` : url))
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])([*_])(?=\S)(.+?)(?<=\S)\2(?![\w*])/g, '$1$3')
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1');
}

// The standard PDF fonts only encode WinAnsi; anything else (emoji, Cyrillic) would make pdf-lib throw.
const NOT_WIN_ANSI = /[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/gu;

/** Text the standard PDF fonts can print: the rupee sign spelled as its code, anything else unprintable as "?". */
export function toWinAnsi(text: string): string {
  return text.replace(/\u20b9\s?/g, 'INR ').replace(NOT_WIN_ANSI, '?');
}
