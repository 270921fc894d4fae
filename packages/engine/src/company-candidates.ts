/**
 * The board on which the company-name finders post candidates. Each finder adds evidence of one kind;
 * the same kind counts fully once and a little for each repeat, so several kinds beat one loud kind.
 */

/** Words that start deck headings and sentences and are never the company name on their own. */
export const STOP_NAMES = new Set(
  (
    'the a an our we us you your this that these those it its there what why how who when where which welcome thank thanks ' +
    'problem problems solution solutions product products market markets team teams traction business model competition ' +
    'competitors financials financial projections ask funding investment investors investor roadmap vision mission contact ' +
    'pitch deck presentation confidential draft overview agenda introduction summary executive appendix key highlights ' +
    'revenue revenues growth customers users pricing strategy go to goal goals use of funds opportunity advantage advantages ' +
    'why now demo features technology platform app website email phone address questions q&a slide page copyright ' +
    'all rights reserved inc ltd llc corp gmbh company startup founder founders ceo cto coo cfo cmo advisors advisor board ' +
    'management partners partnership customers clients case study value proposition benefits how it works next steps timeline ' +
    'milestones achievements results status plan plans sales marketing operations risks risk exit strategy terms new ' +
    'free beta launch today now future global world total year years month months day days source sources note notes ' +
    'january february march april may june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday and or of in on for with by from to as at is are be ' +
    'more most less best first last one two three four five ten hundred thousand million billion ' +
    'iot ai api saas b2b b2c b2b2c mvp kpi roi usa uk eu tam sam som cagr ltv cac arr mrr gmv faq pdf url ' +
    'google facebook apple amazon microsoft linkedin twitter youtube instagram ' +
    'ico ido ieo sto token tokens nft dao defi dex crypto blockchain web3 ios android beta alpha pro plus premium basic ' +
    'template templates gaming fintech edtech proptech insurtech healthcare biotech marketplace software hardware ' +
    'logistics retail media entertainment travel hospitality agriculture energy cleantech automotive telecommunications'
  ).split(/\s+/),
);

export interface Candidate {
  displays: Map<string, number>;
  score: number;
  slides: Set<number>;
  kinds: Set<string>;
}

export function normalizeName(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\b(inc|ltd|llc|corp|gmbh|s\.?a\.?|oy|ab|co)\b\.?/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export class CandidateBoard {
  readonly byKey = new Map<string, Candidate>();

  add(raw: string, score: number, slide: number | null, kind: string): void {
    const name = cleanCandidate(raw);
    if (!name) return;
    const key = normalizeName(name);
    if (key.length < 2) return;
    const c = this.byKey.get(key) ?? {
      displays: new Map<string, number>(),
      score: 0,
      slides: new Set<number>(),
      kinds: new Set<string>(),
    };
    c.score += c.kinds.has(kind) ? score * 0.25 : score;
    c.kinds.add(kind);
    c.displays.set(name, (c.displays.get(name) ?? 0) + 1);
    if (slide !== null) c.slides.add(slide);
    this.byKey.set(key, c);
  }

  get(key: string): Candidate | undefined {
    return this.byKey.get(key);
  }

  entries(): [string, Candidate][] {
    return [...this.byKey.entries()];
  }
}

export function cleanCandidate(raw: string): string | null {
  const name = raw
    .replace(/^[\s"“'‘(•●\-–—]+|[\s"”'’),.:;!?•●\-–—]+$/g, '')
    // "Square’s growth", "FLEXIT's team": the possessive is not part of the name.
    .replace(/['’]s$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name.length < 2 || name.length > 40) return null;
  const words = name.split(' ');
  if (words.length > 4) return null;
  if (!/^[\p{L}\d]/u.test(name) || /^\d+$/.test(name)) return null;
  if (words.every((w) => STOP_NAMES.has(w.toLowerCase().replace(/[^\p{L}&]/gu, '')))) return null;
  if (
    STOP_NAMES.has(words[0].toLowerCase()) &&
    words.length > 1 &&
    STOP_NAMES.has(words[words.length - 1].toLowerCase())
  )
    return null;
  return name;
}

export function preferredDisplay(displays: Map<string, number>): string {
  const ranked = [...displays.entries()].sort((a, b) => {
    const caseScore = (s: string) =>
      s === s.toUpperCase() && s.length > 3 ? 0 : s === s.toLowerCase() ? 1 : 2;
    return caseScore(b[0]) - caseScore(a[0]) || b[1] - a[1];
  });
  return ranked[0][0];
}
