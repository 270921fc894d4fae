/**
 * Smart questions: the text format the server's engine emits, and a parser tolerant of the usual
 * LLM markdown variants (spec deep-analysis-admin §2.3 "Questions tab", §3, §5).
 *
 * Canonical format (what the local engine writes):
 *
 *   ## 1. Financial Validation (Must Ask)
 *   **Q1.** What is your current monthly burn, and how many months of runway does it give you?
 *   Prompted by: no burn or runway in the deck.
 *   - Good answer: A specific figure reconciled with the bank balance, and a plan to extend runway.
 *   - Red flag: No clear number, or a runway under 6 months with no financing plan.
 *
 *   **Q2.** ...
 *
 *   ## Meeting Strategy
 *   Open with traction, then move to the financial questions before discussing valuation.
 *
 * A "(Must Ask)" marker on a section heading applies to all its questions; on a question line it
 * applies to that question. Accepted variants: headings as `#`/`##`/`###`, `**bold**` lines or
 * "1. Title" lines; questions as `**Q1.**`, `Q1:`, `Question 1:`, `1.` or bullets ending in "?";
 * answers as "Good answer:", "What you would like to hear:", "Ideal answer:", "Look for:",
 * "Green flag:" and "Red flag:", "Red flag answer:", "Warning sign:", "Watch out for:".
 */

export type Priority = 'high' | 'medium' | 'low';
export type SmartSectionType = 'questions' | 'insights' | 'concerns' | 'strengths' | 'recommendations' | 'analysis';

export interface ParagraphItem {
  type: 'paragraph';
  text: string;
}
export interface QuestionItem {
  type: 'question';
  questionNumber: number;
  question: string;
  mustAsk: boolean;
}
export interface StructuredQuestionItem {
  type: 'structured-question';
  questionNumber: number;
  question: string;
  /** "What you would like to hear". */
  goodAnswer: string | null;
  redFlagAnswer: string | null;
  mustAsk: boolean;
  /** "Prompted by: …": the finding, check or slide the question comes from, when the text gives it. */
  basis?: string;
}
export type SmartContentItem = ParagraphItem | QuestionItem | StructuredQuestionItem;

export interface SmartQuestionSection {
  id: string;
  title: string;
  type: SmartSectionType;
  priority: Priority;
  mustAsk: boolean;
  content: SmartContentItem[];
}

export interface ParsedSmartQuestions {
  sections: SmartQuestionSection[];
  meetingStrategy: string | null;
}

export const MIN_QUESTION_CHARS = 10;
export const MIN_BULLET_LINE_CHARS = 15;
export const LONG_BULLET_CHARS = 200;
export const MIN_SENTENCE_FRAGMENT_CHARS = 20;

const HIGH_PRIORITY_KEYWORDS = [
  'critical', 'must ask', 'validation', 'financial', 'operations', 'business model', 'strategy', 'team', 'execution', 'risk',
];
const MEDIUM_PRIORITY_KEYWORDS = [
  'market', 'competition', 'product', 'service', 'scaling', 'sustainability', 'value proposition', 'target market',
];

/** Spec §5 priority rule: the first keyword group found in the title decides. */
export function priorityForTitle(title: string): Priority {
  const lower = title.toLowerCase();
  if (HIGH_PRIORITY_KEYWORDS.some((keyword) => lower.includes(keyword))) return 'high';
  if (MEDIUM_PRIORITY_KEYWORDS.some((keyword) => lower.includes(keyword))) return 'medium';
  return 'low';
}

/** Removes list markers, numbering and emphasis from a line: "- **Strong** team" → "Strong team". */
export function stripListMarkup(line: string): string {
  return line
    .trim()
    .replace(/^(?:[-*•·▪●◦–]|\d+[.)]|[a-z][.)])\s+/i, '')
    .replace(/\*\*|__/g, '')
    .replace(/^\*(.+)\*$/, '$1')
    .trim();
}

function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'“(])/).map((sentence) => sentence.trim());
}

/**
 * Bullet formatting (spec §5): one bullet per line, markup removed; lines under 15 characters are
 * skipped (stray labels such as "Risks:"), and a bullet over 200 characters is split into its
 * sentences, dropping fragments under 20 characters.
 */
export function formatBullets(text: string | null | undefined): string[] {
  const bullets: string[] = [];
  for (const rawLine of (text ?? '').split(/\r?\n/)) {
    if (/^\s*#{1,6}\s/.test(rawLine)) continue;
    const line = stripListMarkup(rawLine);
    if (line.length < MIN_BULLET_LINE_CHARS) continue;
    if (line.length <= LONG_BULLET_CHARS) {
      bullets.push(line);
      continue;
    }
    bullets.push(...splitSentences(line).filter((sentence) => sentence.length >= MIN_SENTENCE_FRAGMENT_CHARS));
  }
  return bullets;
}

// Parsing -----------------------------------------------------------------------------------------

const MUST_ASK = /[([]?\s*must[- ]ask\s*[)\]]?/i;
const GOOD_ANSWER = /^(?:good answer|what you(?:'d| would) (?:like|want) to hear|ideal answer|strong answer|look for|green flags?|positive signs?)\s*[:\-–]\s*/i;
const RED_FLAG = /^(?:red[- ]flags?(?: answers?)?|warning signs?|watch out for|concerning answers?|bad answer)\s*[:\-–]\s*/i;
/** "**Q1.**", "Q1:", "Question 1 -": a delimiter after the number, so "Q3 revenue grew" is not a question. */
const QUESTION_PREFIX = /^(?:\*\*)?(?:Q\s*(\d+)|Question\s+(\d+))(?:\s*[.:)\-–]\s*(?:\*\*)?|\s*\*\*\s*[.:)]?)\s*/i;
const NUMBERED = /^(\d+)[.)]\s+/;
const BASIS = /^(?:prompted by|basis|why (?:we )?ask)\s*[:\-–]\s*/i;
const MEETING_STRATEGY = /meeting strategy|interview strategy|strategy for the meeting/i;

interface Heading {
  title: string;
  mustAsk: boolean;
}

function cleanHeading(raw: string): Heading {
  const mustAsk = MUST_ASK.test(raw);
  const title = raw
    .replace(/\*\*|__/g, '')
    .replace(MUST_ASK, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/^(?:section\s+)?\d+[.):]\s*/i, '')
    .replace(/[:\s\-–]+$/, '')
    .trim();
  return { title, mustAsk };
}

/**
 * A line that opens a section, or null. "1. Title" lines count only in a text without markdown or
 * bold headings, where they are the only structure; elsewhere they are list items.
 */
function headingOf(line: string, allowNumberedHeadings: boolean): Heading | null {
  const markdown = line.match(/^#{1,6}\s+(.+?)\s*#*$/);
  if (markdown) return cleanHeading(markdown[1]);
  const bold = line.match(/^(?:\*\*|__)(.+?)(?:\*\*|__):?$/);
  if (bold && !QUESTION_PREFIX.test(line) && !bold[1].trim().endsWith('?') && bold[1].length <= 80) {
    return cleanHeading(bold[1]);
  }
  const numbered = allowNumberedHeadings ? line.match(/^\d+[.)]\s+([^?]{3,60})$/) : null;
  if (numbered && !/[.!]$/.test(numbered[1]) && /^[A-Z]/.test(numbered[1]) && numbered[1].split(/\s+/).length <= 6) {
    return cleanHeading(line);
  }
  return null;
}

function sectionTypeFor(title: string, content: SmartContentItem[]): SmartSectionType {
  const lower = title.toLowerCase();
  if (/question/.test(lower)) return 'questions';
  if (/concern|red flag|risk|weakness/.test(lower)) return 'concerns';
  if (/strength|positive/.test(lower)) return 'strengths';
  if (/recommend|next step|strategy/.test(lower)) return 'recommendations';
  if (/insight/.test(lower)) return 'insights';
  return content.some((item) => item.type !== 'paragraph') ? 'questions' : 'analysis';
}

function slugify(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'section';
}

interface QuestionLine {
  number: number | null;
  text: string;
  mustAsk: boolean;
}

function questionOf(line: string): QuestionLine | null {
  const prefixed = line.match(QUESTION_PREFIX);
  if (prefixed && prefixed[0].trim()) {
    const rest = line.slice(prefixed[0].length);
    return { number: Number(prefixed[1] ?? prefixed[2]), text: rest, mustAsk: MUST_ASK.test(rest) };
  }
  const numbered = line.match(NUMBERED);
  const body = numbered ? line.slice(numbered[0].length) : stripListMarkup(line);
  const isListItem = numbered !== null || /^[-*•]\s+/.test(line);
  if (isListItem && body.replace(/\*\*/g, '').replace(MUST_ASK, '').trim().endsWith('?')) {
    // Markdown list numbers restart in every section, so they are not kept as question numbers.
    return { number: null, text: body, mustAsk: MUST_ASK.test(body) };
  }
  return null;
}

function cleanQuestionText(text: string): string {
  return text.replace(/\*\*|__/g, '').replace(MUST_ASK, '').replace(/\s+/g, ' ').trim();
}

export function parseSmartQuestions(text: string | null | undefined): ParsedSmartQuestions {
  const sections: SmartQuestionSection[] = [];
  const usedIds = new Set<string>();
  const strategyLines: string[] = [];
  let inStrategy = false;
  let current: { heading: Heading; content: SmartContentItem[] } | null = null;
  let lastQuestion: StructuredQuestionItem | null = null;
  let paragraph: string[] = [];
  let questionCount = 0;

  const flushParagraph = () => {
    if (paragraph.length && current) current.content.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const closeSection = () => {
    flushParagraph();
    if (!current || current.content.length === 0) return;
    const { heading, content } = current;
    // Text before the first heading: an introduction, or a list of questions without a title.
    const title = heading.title || (content.some((item) => item.type !== 'paragraph') ? 'Questions' : 'Overview');
    let id = slugify(title);
    for (let n = 2; usedIds.has(id); n++) id = `${slugify(title)}-${n}`;
    usedIds.add(id);
    const finalContent = content.map((item): SmartContentItem => {
      if (item.type !== 'structured-question') return item;
      const mustAsk = item.mustAsk || heading.mustAsk;
      // A question without either answer is a plain question.
      if (!item.goodAnswer && !item.redFlagAnswer) {
        return { type: 'question', questionNumber: item.questionNumber, question: item.question, mustAsk };
      }
      return { ...item, mustAsk };
    });
    // A question that must be asked makes its section a priority, whatever the title's keywords say.
    const holdsMustAsk = finalContent.some((item) => item.type !== 'paragraph' && item.mustAsk);
    sections.push({
      id,
      title,
      type: sectionTypeFor(title, finalContent),
      priority: heading.mustAsk || holdsMustAsk ? 'high' : priorityForTitle(title),
      mustAsk: heading.mustAsk,
      content: finalContent,
    });
  };

  const lines = (text ?? '').split(/\r?\n/).map((line) => line.trim());
  const allowNumberedHeadings = !lines.some((line) => /^#{1,6}\s/.test(line) || /^(?:\*\*|__)[^*?]+(?:\*\*|__):?$/.test(line));

  for (const line of lines) {
    if (!line) {
      flushParagraph();
      continue;
    }
    const heading = headingOf(line, allowNumberedHeadings);
    if (heading && heading.title) {
      closeSection();
      lastQuestion = null;
      inStrategy = MEETING_STRATEGY.test(heading.title);
      current = inStrategy ? null : { heading, content: [] };
      continue;
    }
    const inlineStrategy = stripListMarkup(line).match(/^meeting strategy\s*:\s*(.+)$/i);
    if (inlineStrategy || inStrategy) {
      strategyLines.push(inlineStrategy ? inlineStrategy[1] : stripListMarkup(line));
      continue;
    }
    current ??= { heading: { title: '', mustAsk: false }, content: [] };

    const answerLine = stripListMarkup(line);
    const good = answerLine.match(GOOD_ANSWER);
    const bad = answerLine.match(RED_FLAG);
    if (lastQuestion && (good || bad)) {
      const answer = answerLine.slice((good ?? bad)![0].length).trim();
      if (good) lastQuestion.goodAnswer = [lastQuestion.goodAnswer, answer].filter(Boolean).join(' ');
      else lastQuestion.redFlagAnswer = [lastQuestion.redFlagAnswer, answer].filter(Boolean).join(' ');
      continue;
    }
    const basis = answerLine.match(BASIS);
    if (lastQuestion && basis) {
      lastQuestion.basis = answerLine.slice(basis[0].length).trim();
      continue;
    }
    if (lastQuestion && /^must[- ]ask\s*[:\-–]?\s*(?:yes|true)?$/i.test(answerLine)) {
      lastQuestion.mustAsk = true;
      continue;
    }
    const question = questionOf(line);
    if (question) {
      flushParagraph();
      const questionText = cleanQuestionText(question.text);
      if (questionText.length < MIN_QUESTION_CHARS) {
        lastQuestion = null;
        continue;
      }
      questionCount = question.number ?? questionCount + 1;
      lastQuestion = {
        type: 'structured-question',
        questionNumber: questionCount,
        question: questionText,
        goodAnswer: null,
        redFlagAnswer: null,
        mustAsk: question.mustAsk,
      };
      current.content.push(lastQuestion);
      continue;
    }
    lastQuestion = null;
    // Each list item is its own paragraph; plain lines of one paragraph are joined.
    if (/^(?:[-*•]|\d+[.)])\s+/.test(line)) flushParagraph();
    paragraph.push(stripListMarkup(line));
    if (/^(?:[-*•]|\d+[.)])\s+/.test(line)) flushParagraph();
  }
  closeSection();
  return { sections, meetingStrategy: strategyLines.join('\n').trim() || null };
}
