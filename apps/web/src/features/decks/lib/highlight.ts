import { escapeRegExp } from '@pitchscope/domain/regexp';

/**
 * Where an answer's quote stands in a slide's text, so the viewer can mark it. The quote was made from
 * the slide's lines with their spacing collapsed: each of its lines is looked for with any whitespace
 * between words. Returns [start, end) ranges in `text`, in order and not overlapping.
 */
export function quoteRanges(text: string, quote: string | null | undefined): Array<[number, number]> {
  if (!quote?.trim()) return [];
  const ranges: Array<[number, number]> = [];
  let from = 0;
  for (const line of quote.split('\n')) {
    const words = line.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'), 'g');
    pattern.lastIndex = from;
    const match = pattern.exec(text) ?? ((pattern.lastIndex = 0), pattern.exec(text));
    if (!match) continue;
    const start = match.index;
    const end = start + match[0].length;
    if (!ranges.some(([s, e]) => start < e && end > s)) ranges.push([start, end]);
    from = end;
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}
