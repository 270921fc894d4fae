/**
 * Splits a news-intelligence report into its icon-marked sections (spec §9: red triangle, warning sign,
 * receipt and bulb headings) and picks out "No recent ... found" and stealth-mode notices so they can be
 * shown as notices rather than as findings. Display-only: the text itself is rendered as markdown.
 */

export const NEWS_ICONS = ['🔺', '⚠️', '🧾', '💡'] as const;
export type NewsIcon = (typeof NEWS_ICONS)[number];

export type NewsBlock = { type: 'markdown'; text: string } | { type: 'notice'; text: string };

export interface NewsSection {
  icon: NewsIcon | null;
  title: string;
  blocks: NewsBlock[];
}

// The warning sign may arrive with or without its variation selector (U+FE0F).
const ICON_PATTERN = /^[\s>#*_-]*(🔺|⚠️|⚠|🧾|💡)\s*/u;
const NOTICE_PATTERN = /\bno recent\b.*\bfound\b|\bstealth[\s-]mode\b|\bin stealth\b/i;

function stripMarks(text: string): string {
  return text
    .replace(/[*_#`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function pushLine(section: NewsSection, line: string): void {
  const bare = stripMarks(line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ''));
  if (bare && NOTICE_PATTERN.test(bare) && bare.length < 240) {
    section.blocks.push({ type: 'notice', text: bare });
    return;
  }
  const last = section.blocks.at(-1);
  if (last?.type === 'markdown') last.text += `\n${line}`;
  else section.blocks.push({ type: 'markdown', text: line });
}

export function parseNewsSections(text: string): NewsSection[] {
  const sections: NewsSection[] = [];
  let current: NewsSection = { icon: null, title: '', blocks: [] };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = ICON_PATTERN.exec(line);
    if (heading) {
      if (current.title || current.blocks.length) sections.push(current);
      const icon = (heading[1] === '⚠' ? '⚠️' : heading[1]) as NewsIcon;
      current = { icon, title: stripMarks(line.slice(heading[0].length)).replace(/:$/, ''), blocks: [] };
      continue;
    }
    pushLine(current, line);
  }
  if (current.title || current.blocks.length) sections.push(current);
  // Drop blocks that are only blank lines.
  return sections
    .map((section) => ({
      ...section,
      blocks: section.blocks.filter((block) => block.text.trim() !== ''),
    }))
    .filter((section) => section.title || section.blocks.length);
}
