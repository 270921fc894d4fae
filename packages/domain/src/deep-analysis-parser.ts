/**
 * Turns the deep analysis report text into its sections (spec deep-analysis-admin §3, §4.4 "a leading
 * report title is stripped and the text is split into sections by headings"), the Deep Dive sub-tabs
 * of the deep page (§2.3 Reading B), the older structured shape, and the parser-test shape.
 *
 * Headings may be markdown (`## Risks`), numbered ("3. Critical Analysis"), bold lines
 * ("**Executive Summary**", or "**Executive Summary:** text"), UPPERCASE lines or "Title:" lines.
 * Only headings naming a known section split the text; any other heading (such as "### Team" under
 * Critical Analysis) stays inside the current section.
 */
import { TIERS, VERDICTS, type Confidence } from './constants.ts';
import type { DeepAnalysis } from './contracts/deep-analysis.ts';
import { formatBullets, stripListMarkup } from './smart-questions-parser.ts';

type SectionKey =
  | 'executiveSummary'
  | 'criticalAnalysis'
  | 'holisticDiligence'
  | 'industryInsights'
  | 'strengthsWeaknesses'
  | 'strengths'
  | 'weaknesses'
  | 'redFlags'
  | 'risks'
  | 'contextualization'
  | 'followUpQuestions'
  | 'recommendation';

/** Matched against the cleaned, lowercased heading; order matters ("strengths and weaknesses" before "strengths"). */
const SECTION_PATTERNS: ReadonlyArray<[SectionKey, RegExp]> = [
  ['executiveSummary', /^(?:executive summary|investment summary)\b|^(?:summary|overview)$/],
  ['criticalAnalysis', /^critical analysis\b/],
  ['holisticDiligence', /^(?:holistic (?:due )?diligence|due diligence|holistic analysis)\b/],
  ['industryInsights', /^(?:industry[- ]specific|industry insights|industry analysis|industry kpis?|sector insights)\b/],
  ['strengthsWeaknesses', /^(?:strengths?\s*(?:and|&|\/|,)\s*weaknesses|swot)\b/],
  ['strengths', /^(?:key |notable )?(?:strengths|positives|green flags)\b/],
  ['weaknesses', /^(?:key )?weaknesses\b/],
  ['redFlags', /^(?:red flags?|key concerns|concerns|warning signs)\b/],
  ['risks', /^(?:key )?(?:risks?|uncertainties|risk assessment)\b/],
  ['contextualization', /^(?:contextuali[sz]ation|external context|market context)\b|^context$/],
  ['followUpQuestions', /^(?:follow[- ]?up questions|questions for (?:the )?founders?|questions to ask|key questions)\b|^questions$/],
  ['recommendation', /^(?:recommendations?|initial verdict|verdict|next steps|investment tier|tier \d|conclusion)\b/],
];

interface HeadingCandidate {
  title: string;
  /** Markdown headings and bold or uppercase lines can be a report title; numbered and "Title:" lines cannot. */
  titleLike: boolean;
  /** Text after an inline label: "**Executive Summary:** Acme builds..." */
  inlineText: string;
  /** The number of `#` of a markdown heading; null for other heading styles. */
  level: number | null;
}

function cleanTitle(raw: string): string {
  return raw
    .replace(/\*\*|__/g, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/^(?:section|part)\s+[\dIVX]+\s*[:.\-–]\s*/i, '')
    .replace(/^(?:\d+|[IVX]+)(?:\.\d+)*[.):]?\s+/, '')
    .replace(/[\s:\-–]+$/, '')
    .trim();
}

function headingCandidate(line: string): HeadingCandidate | null {
  const markdown = line.match(/^(#{1,6})\s+(.+?)\s*#*$/);
  if (markdown) return { title: cleanTitle(markdown[2]), titleLike: true, inlineText: '', level: markdown[1].length };
  const bold = line.match(/^(?:\*\*|__)(.+?)(?:\*\*|__)\s*:?$/);
  if (bold) return { title: cleanTitle(bold[1]), titleLike: true, inlineText: '', level: null };
  const boldLabel = line.match(/^(?:\*\*|__)([^*_]{3,60}?):?(?:\*\*|__):?\s+(.+)$/);
  if (boldLabel) return { title: cleanTitle(boldLabel[1]), titleLike: false, inlineText: boldLabel[2].trim(), level: null };
  if (line.length <= 80 && !/[.?!]$/.test(line)) {
    const numbered = line.match(/^(?:\d+|[IVX]+)[.)]\s+(.+)$/);
    if (numbered) return { title: cleanTitle(numbered[1]), titleLike: false, inlineText: '', level: null };
    if (/\p{Lu}.*\p{Lu}/u.test(line) && line === line.toUpperCase()) {
      return { title: cleanTitle(line), titleLike: true, inlineText: '', level: null };
    }
    const label = line.match(/^([\p{L}][^:]{2,60}):$/u);
    if (label) return { title: cleanTitle(label[1]), titleLike: false, inlineText: '', level: null };
  }
  return null;
}

function sectionKeyFor(title: string): SectionKey | null {
  const lower = title.toLowerCase().replace(/\s+/g, ' ');
  return SECTION_PATTERNS.find(([, pattern]) => pattern.test(lower))?.[0] ?? null;
}

interface Block {
  key: SectionKey | null;
  title: string;
  lines: string[];
  /** Markdown level of the top-level heading that governs this block. */
  level: number | null;
  /** Set on a sub-block ("### Strengths" under "## Strengths & Weaknesses"): the section it belongs to. */
  parent: SectionKey | null;
}

/** Sections whose own sub-headings are meant to be split out (strengths, weaknesses, questions). */
const PARENT_SECTIONS: ReadonlySet<SectionKey | null> = new Set(['strengthsWeaknesses', 'risks', 'redFlags']);

function blockText(block: Block): string {
  return block.lines.join('\n').replace(/^\s*\n+|\n+\s*$/g, '').trim();
}

/**
 * In a markdown report, a deeper heading or a bold/label line inside a section is part of that
 * section ("### Team" then "Strengths:" under Critical Analysis), except under the strengths,
 * weaknesses and risks sections, whose sub-parts feed their own tabs, and for follow-up questions.
 */
function splitIntoBlocks(text: string): { title: string | null; blocks: Block[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const usesMarkdown = lines.some((line) => /^\s*#{1,6}\s/.test(line));
  const blocks: Block[] = [{ key: null, title: '', lines: [], level: null, parent: null }];
  let title: string | null = null;
  let seenContent = false;

  for (const rawLine of lines) {
    const line = rawLine.trim();
    const current = blocks[blocks.length - 1];
    const candidate = line ? headingCandidate(line) : null;
    const key = candidate ? sectionKeyFor(candidate.title) : null;
    if (candidate && key) {
      const governing = current.parent ?? current.key;
      const opensTopSection =
        governing === null ||
        (candidate.level !== null ? current.level === null || candidate.level <= current.level : !usesMarkdown);
      const opensSubSection = PARENT_SECTIONS.has(governing) || key === 'followUpQuestions';
      if (opensTopSection || opensSubSection) {
        blocks.push({
          key,
          title: candidate.title,
          lines: candidate.inlineText ? [candidate.inlineText] : [],
          level: opensTopSection ? (candidate.level ?? current.level) : current.level,
          parent: opensTopSection ? null : governing,
        });
        seenContent = true;
        continue;
      }
    }
    if (!seenContent && line && candidate?.titleLike && title === null) {
      title = candidate.title;
      continue;
    }
    if (line) seenContent = true;
    current.lines.push(rawLine.trimEnd());
  }
  return { title, blocks };
}

/** The DeepAnalysis text fields: the main section first, then sections merged into it under their heading. */
const REPORT_FIELDS = {
  executiveSummaryText: ['executiveSummary'],
  criticalAnalysisText: ['criticalAnalysis'],
  holisticDiligenceText: ['holisticDiligence'],
  industrySpecificInsightsText: ['industryInsights'],
  strengthsWeaknessesText: ['strengthsWeaknesses', 'strengths', 'weaknesses'],
  risksUncertaintiesText: ['risks', 'redFlags'],
  contextualizationText: ['contextualization'],
  recommendationText: ['recommendation'],
} as const satisfies Record<string, readonly SectionKey[]>;

/** Plain texts behind the Deep Dive tabs, without headings, so each line can become a bullet. */
const TAB_FIELDS = {
  strengthsText: ['strengths'],
  redFlagsText: ['redFlags', 'weaknesses', 'risks'],
} as const satisfies Record<string, readonly SectionKey[]>;

type ReportField = keyof typeof REPORT_FIELDS;
type TabField = keyof typeof TAB_FIELDS;

export type ParsedDeepAnalysis = Pick<
  DeepAnalysis,
  | 'executiveSummaryText'
  | 'criticalAnalysisText'
  | 'holisticDiligenceText'
  | 'industrySpecificInsightsText'
  | 'strengthsWeaknessesText'
  | 'risksUncertaintiesText'
  | 'contextualizationText'
  | 'parsedFollowUpQuestions'
> & {
  /** The stripped leading report title, if any. */
  title: string | null;
  /** "Recommendation", "Initial Verdict" or "Next steps" sections. */
  recommendationText: string;
  strengthsText: string;
  /** Red flags, concerns, weaknesses and risks together, for the "Red Flags & Concerns" tab. */
  redFlagsText: string;
  tier: number | null;
  verdict: string | null;
  /** Confidence stated per section, keyed by field ("executiveSummaryText": "High"). */
  confidence: Partial<Record<ReportField, Confidence>>;
};

/**
 * Joins the blocks of a report field: its main section, sub-sections nested under it (such as
 * follow-up questions under Risks) and sections merged into it, the latter two under their heading
 * so "Strengths" and "Weaknesses" stay labelled inside strengthsWeaknessesText.
 */
function reportFieldText(blocks: Block[], keys: readonly SectionKey[]): string {
  return blocks
    .filter((block) => (block.key !== null && keys.includes(block.key)) || (block.parent !== null && keys.includes(block.parent)))
    .map((block) => {
      const text = blockText(block);
      return block.key !== keys[0] && text ? `${block.title}\n${text}` : text;
    })
    .filter(Boolean)
    .join('\n\n');
}

function tabFieldText(blocks: Block[], keys: readonly SectionKey[]): string {
  return blocks
    .filter((block) => block.key !== null && keys.includes(block.key))
    .map(blockText)
    .filter(Boolean)
    .join('\n');
}

const CONFIDENCE_PATTERN = /confidence(?: level)?\s*[:\-–]?\s*\**\s*(high|medium|low)\b/i;

/** "(Confidence: High)" in a heading, or a "Confidence: Medium" line directly in the section. */
function sectionConfidences(blocks: Block[]): Partial<Record<ReportField, Confidence>> {
  const confidences: Partial<Record<ReportField, Confidence>> = {};
  for (const [field, keys] of Object.entries(REPORT_FIELDS) as Array<[ReportField, readonly SectionKey[]]>) {
    const block = blocks.find((candidate) => candidate.key === keys[0]);
    const match = block && (block.title.match(CONFIDENCE_PATTERN) ?? blockText(block).match(CONFIDENCE_PATTERN));
    if (match) confidences[field] = (match[1][0].toUpperCase() + match[1].slice(1).toLowerCase()) as Confidence;
  }
  return confidences;
}

function questionText(line: string): string {
  return stripListMarkup(line).replace(/^(?:Q\s*\d+|Question\s+\d+)\s*[.:)\-–]\s*/i, '').trim();
}

const IS_LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;

/** Questions in a follow-up section (list items or lines ending in "?") and "?" lines in the risks section. */
function followUpQuestions(blocks: Block[]): string[] {
  const questions: string[] = [];
  for (const block of blocks) {
    const inQuestionSection = block.key === 'followUpQuestions';
    if (!inQuestionSection && block.key !== 'risks' && block.key !== 'redFlags') continue;
    for (const line of block.lines) {
      const text = questionText(line);
      const isQuestion = text.endsWith('?') || (inQuestionSection && IS_LIST_ITEM.test(line));
      if (isQuestion && text.length >= 10 && !questions.includes(text)) questions.push(text);
    }
  }
  return questions;
}

/** "Tier: 2" or "Tier 2 — Worth Closer Look"; a bare "tier 1 cities" in prose is not a tier. */
function findTier(text: string): number | null {
  const tierNames = TIERS.join('|');
  const labelled = text.match(/\btier\s*[:\-–]\s*\**\s*([1-4])\b/i);
  const named = text.match(new RegExp(`\\btier\\s*([1-4])\\b\\s*[:\\-–—(]?\\s*\\**\\s*(?:${tierNames})`, 'i'));
  const match = labelled ?? named;
  return match ? Number(match[1]) : null;
}

function findVerdict(text: string): string | null {
  const pattern = new RegExp(`verdict\\s*\\**\\s*[:\\-–]\\s*\\**\\s*(${VERDICTS.join('|')})\\b`, 'i');
  const match = text.match(pattern);
  return match ? VERDICTS.find((verdict) => verdict.toLowerCase() === match[1].toLowerCase()) ?? null : null;
}

export function parseDeepAnalysis(text: string | null | undefined): ParsedDeepAnalysis {
  const source = text ?? '';
  const { title, blocks } = splitIntoBlocks(source);
  const fields = {
    ...(Object.fromEntries(
      (Object.keys(REPORT_FIELDS) as ReportField[]).map((field) => [field, reportFieldText(blocks, REPORT_FIELDS[field])]),
    ) as Record<ReportField, string>),
    ...(Object.fromEntries(
      (Object.keys(TAB_FIELDS) as TabField[]).map((field) => [field, tabFieldText(blocks, TAB_FIELDS[field])]),
    ) as Record<TabField, string>),
  };

  // Text before the first known heading is the summary when the report has no summary heading;
  // a report without any known heading is shown whole as the summary rather than lost.
  const preamble = blockText(blocks[0]);
  if (!fields.executiveSummaryText && preamble) fields.executiveSummaryText = preamble;

  return {
    ...fields,
    title,
    parsedFollowUpQuestions: followUpQuestions(blocks),
    tier: findTier(source),
    verdict: findVerdict(source),
    confidence: sectionConfidences(blocks),
  };
}

// Deep Dive sub-tabs ------------------------------------------------------------------------------

export type DeepDiveTabId = 'executive-summary' | 'industry-insights' | 'red-flags' | 'strengths' | 'recommendation';

export interface DeepDiveSubTab {
  id: DeepDiveTabId;
  title: 'Executive Summary' | 'Industry Insights' | 'Red Flags & Concerns' | 'Strengths & Positives' | 'Recommendation';
  text: string;
  /** Bullet points for the red-flag (red dots) and strength (green dots) tabs. */
  bullets?: string[];
}

/**
 * The verdict tier and next diligence steps. The report must not give an outright investment
 * recommendation, so this tab never invents one: it shows the report's own verdict section, or
 * else the tier and initial verdict the analysis recorded.
 */
function recommendationText(parsed: ParsedDeepAnalysis, extra: { tier?: number | null; verdict?: string | null }): string {
  if (parsed.recommendationText) return parsed.recommendationText;
  const tier = extra.tier ?? parsed.tier;
  const verdict = extra.verdict ?? parsed.verdict;
  const lines: string[] = [];
  if (tier && TIERS[tier - 1]) lines.push(`Tier ${tier}: ${TIERS[tier - 1]}`);
  if (verdict) lines.push(`Initial verdict: ${verdict}`);
  return lines.join('\n');
}

const CONFIDENCE_LINE = /^confidence(?: level)?\s*[:\-–]\s*\**\s*(?:high|medium|low)\W*$/i;

/**
 * The dotted bullets of the red-flag and strength tabs. When the section is a list, its list items are
 * the bullets and prose around them (an introduction, "no red flags were found") is not a finding; a
 * section written as prose only is split into bullets as before. A "Confidence: High" label is never one.
 */
function tabBullets(text: string): string[] {
  const listed = text.split(/\r?\n/).filter((line) => IS_LIST_ITEM.test(line));
  return formatBullets(listed.length > 0 ? listed.join('\n') : text).filter((bullet) => !CONFIDENCE_LINE.test(bullet));
}

/** Only tabs with content are returned, in the order the page shows them. */
export function deepDiveSubTabs(
  input: string | ParsedDeepAnalysis | null | undefined,
  extra: { tier?: number | null; verdict?: string | null } = {},
): DeepDiveSubTab[] {
  const parsed = typeof input === 'string' || input == null ? parseDeepAnalysis(input) : input;
  const redFlagBullets = tabBullets(parsed.redFlagsText).filter((bullet) => !bullet.endsWith('?'));
  const strengthBullets = tabBullets(parsed.strengthsText);
  const tabs: DeepDiveSubTab[] = [
    { id: 'executive-summary', title: 'Executive Summary', text: parsed.executiveSummaryText },
    { id: 'industry-insights', title: 'Industry Insights', text: parsed.industrySpecificInsightsText },
    { id: 'red-flags', title: 'Red Flags & Concerns', text: parsed.redFlagsText, bullets: redFlagBullets },
    { id: 'strengths', title: 'Strengths & Positives', text: parsed.strengthsText, bullets: strengthBullets },
    { id: 'recommendation', title: 'Recommendation', text: recommendationText(parsed, extra) },
  ];
  return tabs.filter((tab) => tab.text.trim() !== '');
}

/** The red-flag bullets handed to smart-question generation (at most 5, spec §9). */
export function redFlagsForSmartQuestions(input: string | ParsedDeepAnalysis, max = 5): string[] {
  return deepDiveSubTabs(input).find((tab) => tab.id === 'red-flags')?.bullets?.slice(0, max) ?? [];
}

// Older structured shape --------------------------------------------------------------------------

// A type, not an interface: the analysis API's answer schema describes it as an object (a record), which only a type fits.
export type ParsedStructuredAnalysis = {
  teamAnalysis: { strengths: string; weaknesses: string };
  productAnalysis: { innovation: string; scalability: string; defensibility: string };
  marketAnalysis: { size: string; growth: string; competitors: string; trends: string };
  businessModelAnalysis: { revenueStreams: string; unitEconomics: string };
  financialAnalysis: { burnRate: string; margins: string; projections: string };
  riskAssessment: { keyRisks: string; mitigationStrategies: string };
  executiveSummary: string;
  rawAnalysis: string;
};

type Loose = Record<string, unknown>;

/** Parses JSON that may be fenced (```json) or surrounded by prose; null when it is not JSON. */
function parseLooseJson(text: string): unknown {
  const unfenced = text.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  for (const candidate of [unfenced, unfenced.slice(unfenced.indexOf('{'), unfenced.lastIndexOf('}') + 1)]) {
    if (!candidate.trim()) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next candidate
    }
  }
  return null;
}

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asObject(value: unknown): Loose {
  if (isObject(value)) return value;
  if (typeof value === 'string') {
    const parsed = parseLooseJson(value);
    if (isObject(parsed)) return parsed;
  }
  return {};
}

function asText(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join('\n');
  if (isObject(value)) {
    return Object.entries(value)
      .map(([key, entry]) => `${key}: ${asText(entry)}`)
      .join('\n');
  }
  return '';
}

/** Reads camelCase or snake_case keys. */
function field(source: Loose, camelKey: string): unknown {
  return source[camelKey] ?? source[camelKey.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)];
}

function textFields<K extends string>(source: unknown, keys: readonly K[]): Record<K, string> {
  const object = asObject(source);
  return Object.fromEntries(keys.map((key) => [key, asText(field(object, key))])) as Record<K, string>;
}

/**
 * The older structured analysis, from an object or JSON text; every section may itself arrive as
 * JSON text. Anything missing or unreadable becomes an empty string, so the page can show its
 * "not specified" fallbacks instead of failing.
 */
export function parseStructuredAnalysis(input: unknown): ParsedStructuredAnalysis {
  const parsed = typeof input === 'string' ? parseLooseJson(input) : input;
  const source = isObject(parsed) ? parsed : {};
  return {
    teamAnalysis: textFields(field(source, 'teamAnalysis'), ['strengths', 'weaknesses']),
    productAnalysis: textFields(field(source, 'productAnalysis'), ['innovation', 'scalability', 'defensibility']),
    marketAnalysis: textFields(field(source, 'marketAnalysis'), ['size', 'growth', 'competitors', 'trends']),
    businessModelAnalysis: textFields(field(source, 'businessModelAnalysis'), ['revenueStreams', 'unitEconomics']),
    financialAnalysis: textFields(field(source, 'financialAnalysis'), ['burnRate', 'margins', 'projections']),
    riskAssessment: textFields(field(source, 'riskAssessment'), ['keyRisks', 'mitigationStrategies']),
    executiveSummary: asText(field(source, 'executiveSummary')),
    rawAnalysis: asText(field(source, 'rawAnalysis')) || (typeof input === 'string' && !isObject(parsed) ? input.trim() : ''),
  };
}

// Parser test page shape --------------------------------------------------------------------------

type Scored<T> = T & { confidenceScore: number | null };

export interface ParserTestShape {
  executiveSummary: string;
  teamAnalysis: Scored<{ strengths: string; weaknesses: string }>;
  marketAnalysis: Scored<{ size: string; growth: string; competitors: string }>;
  productAnalysis: Scored<{ innovation: string; scalability: string; defensibility: string }>;
  businessModelAnalysis: Scored<{ revenueStreams: string; unitEconomics: string }>;
  financialAnalysis: Scored<{ burnRate: string; margins: string }>;
  followUpQuestions: string[];
}

interface Subsection {
  title: string;
  text: string;
}

/** Splits on any heading-like line, known or not, to reach "Team", "Market" and similar sub-parts. */
function subsections(text: string): Subsection[] {
  const result: Subsection[] = [];
  let current: Subsection = { title: '', text: '' };
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    const candidate = line ? headingCandidate(line) : null;
    const isSubheading = candidate && !candidate.inlineText && (candidate.titleLike || /:$/.test(line) || /^\d+[.)]/.test(line));
    if (isSubheading) {
      result.push(current);
      current = { title: candidate.title, text: '' };
    } else {
      current.text += `${rawLine}\n`;
    }
  }
  result.push(current);
  return result.filter((part) => part.title || part.text.trim());
}

/** The value of a "Label: value" line (bulleted or bold), plus its continuation lines. */
function labelValue(text: string, label: RegExp): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = stripListMarkup(lines[i]);
    const match = line.match(/^([^:]{2,40}):\s*(.*)$/);
    if (!match || !label.test(match[1])) continue;
    const value = [match[2]];
    for (let j = i + 1; j < lines.length; j++) {
      const next = stripListMarkup(lines[j]);
      if (!next || /^[^:]{2,40}:/.test(next)) break;
      value.push(next);
    }
    return value.join(' ').trim();
  }
  return '';
}

const CONFIDENCE_WORDS: Record<string, number> = { high: 0.9, medium: 0.6, moderate: 0.6, low: 0.3 };

/** "Confidence: High" → 0.9 (Medium 0.6, Low 0.3); "Confidence: 85%" → 0.85; "Confidence score: 0.7" → 0.7. */
function confidenceScore(text: string): number | null {
  const value = labelValue(text, /confidence/i);
  if (!value) return null;
  const word = value.toLowerCase().match(/high|medium|moderate|low/);
  if (word) return CONFIDENCE_WORDS[word[0]];
  const number = Number.parseFloat(value);
  if (!Number.isFinite(number)) return null;
  if (value.includes('%') || number > 10) return number / 100;
  return number > 1 ? number / 10 : number;
}

/**
 * The admin parser test page (§3 "Parser test shape"). JSON input is read field by field; report
 * text is split into sub-parts ("Team", "Market", "Product", "Business Model", "Financials") whose
 * "Label: value" lines fill the fields.
 */
export function parseTestShape(text: string | null | undefined): ParserTestShape {
  const source = text ?? '';
  const json = parseLooseJson(source);
  if (isObject(json)) {
    const scored = <K extends string>(key: string, keys: readonly K[]): Scored<Record<K, string>> => {
      const section = asObject(field(json, key));
      const score = field(section, 'confidenceScore');
      const confidence = score == null || score === '' ? NaN : Number(score);
      return { ...textFields(section, keys), confidenceScore: Number.isFinite(confidence) ? confidence : null };
    };
    const questions = field(json, 'followUpQuestions');
    return {
      executiveSummary: asText(field(json, 'executiveSummary')),
      teamAnalysis: scored('teamAnalysis', ['strengths', 'weaknesses']),
      marketAnalysis: scored('marketAnalysis', ['size', 'growth', 'competitors']),
      productAnalysis: scored('productAnalysis', ['innovation', 'scalability', 'defensibility']),
      businessModelAnalysis: scored('businessModelAnalysis', ['revenueStreams', 'unitEconomics']),
      financialAnalysis: scored('financialAnalysis', ['burnRate', 'margins']),
      followUpQuestions: Array.isArray(questions) ? questions.map(asText).filter(Boolean) : [],
    };
  }

  const parsed = parseDeepAnalysis(source);
  const parts = subsections(source);
  const part = (pattern: RegExp) => parts.find((sub) => pattern.test(sub.title))?.text ?? '';
  const team = part(/\bteam\b/i);
  const market = part(/\bmarket\b/i);
  const product = part(/\bproduct\b/i);
  const businessModel = part(/business model/i);
  const financial = part(/financ/i);
  return {
    executiveSummary: parsed.executiveSummaryText,
    teamAnalysis: {
      strengths: labelValue(team, /strength/i),
      weaknesses: labelValue(team, /weakness/i),
      confidenceScore: confidenceScore(team),
    },
    marketAnalysis: {
      size: labelValue(market, /size|tam\b/i),
      growth: labelValue(market, /growth/i),
      competitors: labelValue(market, /competit/i),
      confidenceScore: confidenceScore(market),
    },
    productAnalysis: {
      innovation: labelValue(product, /innovation/i),
      scalability: labelValue(product, /scalab/i),
      defensibility: labelValue(product, /defensib|moat/i),
      confidenceScore: confidenceScore(product),
    },
    businessModelAnalysis: {
      revenueStreams: labelValue(businessModel, /revenue/i),
      unitEconomics: labelValue(businessModel, /unit economics/i),
      confidenceScore: confidenceScore(businessModel),
    },
    financialAnalysis: {
      burnRate: labelValue(financial, /burn/i),
      margins: labelValue(financial, /margin/i),
      confidenceScore: confidenceScore(financial),
    },
    followUpQuestions: parsed.parsedFollowUpQuestions,
  };
}

// Structured analysis of a report -----------------------------------------------------------------

/**
 * The structured analysis (spec deep-analysis-admin §7.1 `structuredAnalysis`, in the older structured
 * shape of §3) of an analysis: JSON in that shape is read as it is; report text is split into its
 * sub-parts ("Team", "Market", "Product", "Business Model", "Financials") whose "Label: value" lines
 * fill the fields, the risks come from the report's risk section and the whole text is kept as
 * rawAnalysis. A field the text does not state stays empty (the page shows "Not specified"): nothing
 * is guessed.
 */
export function structuredAnalysisOf(text: string | null | undefined): ParsedStructuredAnalysis {
  const source = (text ?? '').trim();
  const json = parseLooseJson(source);
  if (isObject(json)) return { ...parseStructuredAnalysis(json), rawAnalysis: asText(field(json, 'rawAnalysis')) || source };

  const parsed = parseDeepAnalysis(source);
  const parts = subsections(source);
  const part = (pattern: RegExp) => parts.find((sub) => pattern.test(sub.title))?.text ?? '';
  const team = part(/\bteam\b/i);
  const market = part(/\bmarket\b/i);
  const product = part(/\bproduct\b/i);
  const businessModel = part(/business model/i);
  const financial = part(/financ/i);
  const risks = parsed.risksUncertaintiesText;
  return {
    teamAnalysis: { strengths: labelValue(team, /strength/i), weaknesses: labelValue(team, /weakness/i) },
    productAnalysis: {
      innovation: labelValue(product, /innovation/i),
      scalability: labelValue(product, /scalab/i),
      defensibility: labelValue(product, /defensib|moat/i),
    },
    marketAnalysis: {
      size: labelValue(market, /size|tam\b/i),
      growth: labelValue(market, /growth/i),
      competitors: labelValue(market, /competit/i),
      trends: labelValue(market, /trend/i),
    },
    businessModelAnalysis: {
      revenueStreams: labelValue(businessModel, /revenue/i),
      unitEconomics: labelValue(businessModel, /unit economics/i),
    },
    financialAnalysis: {
      burnRate: labelValue(financial, /burn/i),
      margins: labelValue(financial, /margin/i),
      projections: labelValue(financial, /projection|forecast/i),
    },
    riskAssessment: { keyRisks: risks.trim(), mitigationStrategies: labelValue(risks, /mitigat/i) },
    executiveSummary: parsed.executiveSummaryText.trim(),
    rawAnalysis: source,
  };
}
