/**
 * The stage finder: the round the deck is raising now, from the words decks use for it ("Seed round",
 * "Series A", "raising a $2M seed", "Stage: Seed"), preferring the ask slide, the title slide and words
 * of the present ("raising", "this round") over past rounds and plans. A stage word that names something
 * else (customers, another company's round) is not the deck's stage.
 */
import { EXTRACTION_FALLBACKS } from '@pitchscope/domain/constants';
import { ASSUMED, stated, type Found } from './found.ts';
import type { Sections } from './sections.ts';
import type { Slide } from './text.ts';

const STAGE_PATTERNS: { re: RegExp; stage: string }[] = [
  { re: /\bpre[\s-]?seed\b/i, stage: 'Pre-Seed' },
  // "Series Seed" is the name of a seed round's documents and of the round itself.
  { re: /\bseries\s+seed\b/i, stage: 'Seed' },
  // "Stage: Seed", "Round - Seed", and the same label without its colon ("Round Seed").
  { re: /\b(?:stage|round)\s*[:–-]?\s*seed\b/i, stage: 'Seed' },
  // "Pre-Series A" is the round between a seed and a Series A: a late seed, not a Series A.
  { re: /\bpre[\s-]?series[\s-]?a\b/i, stage: 'Seed' },
  { re: /\b(?<!pre[\s-]?)(?:series|série|seria|serie)\s+([a-h])\b/i, stage: 'Series' },
  { re: /\bangel\s+(round|investment|funding|financing)\b/i, stage: 'Seed' },
  {
    re: /\b(?<!pre[\s-]?)seed[\s-]+(round|stage|funding|investment|capital|financing|raise|extension|runde|finanzierung)\b/i,
    stage: 'Seed',
  },
  // "runda seed" (pl), "ronda semilla" / "ronda seed" (es), "rodada seed" (pt), "tour d'amorçage" (fr).
  {
    re: /\b(?:rund[ay]|ronda|rodada|tour)\s+(?:de\s+)?(?:seed|zalążkow\w*|semilla|d['’]amorçage)/i,
    stage: 'Seed',
  },
  {
    // "raising a $2M seed"; not "a seed angler club" (seed of a community) or "the seed phrase".
    re: /\b(?:raising|raise)\s+(?:a|an|our|the)?\s*(?:[$€£]|usd|eur|gbp)?\s?[\d.,]*\s?(?:k|m|mm|mln|million)?\s*(?<!pre[\s-]?)seed\b/i,
    stage: 'Seed',
  },
  // "Seed" alone on a line: a stage only where the slide is about the round (see ALONE_NEEDS_ASK).
  { re: /^\s*seed\s*$/i, stage: 'Seed' },
  { re: /\bgrowth\s+(round|equity|stage)\b/i, stage: 'Growth' },
  { re: /\bpre[\s-]?ipo\b/i, stage: 'Pre-IPO' },
];
const PAST_CONTEXT =
  /\b(raised|closed|previous|prior|last round|completed|secured|received|earlier|in 19\d\d|in 20\d\d|history)\b/i;
const FUTURE_CONTEXT =
  /\b(next round|future|later|follow[- ]on|plan to raise|will raise|subsequent|in \d+(?:[-–]\d+)? months|upcoming|planned|next year|evaluate|(?:month|quarter|year|phase) \d+|q[1-4])\b/i;
/** Who a stage word describes when a group of companies or people follows it: customers, not the round. */
const SEGMENT_AFTER =
  /^[\s-]*(?:stage\s+|level\s+)?(?:start-?ups?|companies|company|founders?|customers?|clients?|teams|businesses|ventures|investors|funds|vcs?|clubs?|members)\b/i;
/** "from seed to Series C", "pre-seed through growth": a range of stages is a market, not a round. */
const STAGE_RANGE =
  /\bfrom\s+(?:pre[\s-]?)?(?:seed|series\s+[a-h]|angel)\b[\w\s-]{0,20}?\b(?:to|through|until)\s+(?:series\s+[a-h]|growth|ipo|seed)\b/i;
const CURRENT_CONTEXT =
  /\b(raising|seeking|proposed|current|now|target|goal|this round|looking for|investment goal|open|ask)\b/i;

/** "costs more than the seed round": a stage a comparison names is a yardstick, not the round. */
const COMPARED_BEFORE = /\b(?:than|as|like)\s+(?:a|an|the|any|most)?\s*$/i;
/**
 * A slide naming this many different stages draws stages (a funding path, a market by stage, a table
 * by customer stage). The ask slide often names the next round too ("reach Series A metrics"), so
 * there it takes one more.
 */
const STAGES_OF_A_DIAGRAM = 2;
const STAGES_OF_A_DIAGRAM_ON_THE_ASK = 3;

function resolveStage(stage: string, m: RegExpExecArray): string {
  if (stage !== 'Series') return stage;
  const letter = m[1].toUpperCase();
  return letter >= 'D' ? 'Series D+' : `Series ${letter}`;
}

interface StageMention {
  line: number;
  match: RegExpExecArray;
  stage: string;
}

/** Every stage word on a slide, each with its line, so that a slide of stages is seen before scoring. */
function stageMentions(slide: Slide): StageMention[] {
  const mentions: StageMention[] = [];
  slide.lines.forEach((line, i) => {
    for (const { re, stage } of STAGE_PATTERNS) {
      const match = re.exec(line);
      if (match) mentions.push({ line: i, match, stage: resolveStage(stage, match) });
    }
  });
  return mentions;
}

export function findStage(slides: Slide[], sections: Sections): Found {
  let best: { stage: string; score: number; slide: number } | null = null;
  const first = slides[0]?.n;
  for (const slide of slides) {
    const onAsk = sections.ask.includes(slide.n);
    const mentions = stageMentions(slide);
    const named = new Set(mentions.map((mention) => mention.stage)).size;
    const diagram = named >= (onAsk ? STAGES_OF_A_DIAGRAM_ON_THE_ASK : STAGES_OF_A_DIAGRAM);
    for (const { line: i, match: m, stage: resolved } of mentions) {
      const line = slide.lines[i];
      // "Seed-stage startups are our customers", "we sell to companies from seed to Series C": the
      // stage of a customer segment, not of this company's round.
      if (SEGMENT_AFTER.test(line.slice(m.index + m[0].length)) || STAGE_RANGE.test(line)) continue;
      if (COMPARED_BEFORE.test(line.slice(0, m.index))) continue;
      const context = [slide.lines[i - 1] ?? '', line, slide.lines[i + 1] ?? ''].join(' ');
      // On a slide of stages, only a stage said to be raised now ("Proposed Series C") names the round.
      if (diagram && !CURRENT_CONTEXT.test(context)) continue;
      // A lone "SEED" is a label in a diagram (seed, reward, repay) unless the slide asks for money.
      if (/^\s*seed\s*$/i.test(line) && !onAsk && !CURRENT_CONTEXT.test(context)) continue;
      let score = 2;
      if (onAsk) score += 3;
      if (slide.n === first) score += 3;
      if (CURRENT_CONTEXT.test(context)) score += 3;
      if (PAST_CONTEXT.test(line)) score -= 3;
      if (FUTURE_CONTEXT.test(context)) score -= 3;
      if (!best || score > best.score) best = { stage: resolved, score, slide: slide.n };
    }
  }
  const found = best as { stage: string; score: number; slide: number } | null;
  if (found && found.score >= 2) return { value: found.stage, source: stated([found.slide]) };
  // Spec pitch-deck-handling §5.3 default, marked as an assumption.
  return { value: EXTRACTION_FALLBACKS.stage, source: ASSUMED };
}
