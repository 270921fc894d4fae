import {
  BUSINESS_TERMS,
  CANVAS_BLOCKS,
  COVER_PITCH,
  INVESTOR_TERMS,
  PROFILES,
  profileStrength,
  readDocument,
  SELF_PITCH,
} from './deck-evidence.ts';
import { INSTRUCTION_LINE } from './deck-rules.ts';
import type { SectionKey, Sections } from './sections.ts';
import { lowerCaseWords, matchedTerms, unique, type Slide } from './text.ts';

/**
 * The features the deck classifier weighs (learned/deck-classifier.ts): how a document reads, in
 * general language — which investor sections it has and on how many slides, how its slides are
 * written (length, short lines, "we" or "you"), whether it asks for money, names a team with roles,
 * reports a period like a listed company, or still holds a template's stand-ins. Counts are taken on
 * a log scale, so that one long document does not outweigh the rest. No feature names a company,
 * a phrase of one document or a file.
 */

/** The investor sections the classifier looks at one by one. */
export const DECK_SECTIONS: SectionKey[] = [
  'problem',
  'solution',
  'market',
  'competition',
  'businessModel',
  'traction',
  'team',
  'financials',
  'ask',
];

const ROUND_TALK =
  /\b(?:raising|we are raising|we're raising|seeking|pre-?seed|seed round|series [a-e]\b|bridge round|angel round|use of funds|the ask|our ask|investment of|safe note|convertible note|pre-money|post-money|runway|token sale|pre-?sale|private sale|public sale|ico|ido|ieo|hard cap|soft cap|crowdfunding)\b/giu;
const ROLE =
  /\b(?:ceo|cto|coo|cfo|cmo|cpo|vp|founder|co-?founder|head of|chief [a-z]+ officer|managing director|advisor|adviser|fondateur|fundador|założyciel|prezes)\b/iu;
const FIRST_PERSON = /\b(?:we|our|us|we're|we’re|we've|we’ve|nous|notre|nos|nosso|nossa|nasz|nasza|my)\b/giu;
const SECOND_PERSON = /\b(?:you|your|you're|you’re|yours)\b/giu;
const CLOSING_YOU = /\b(?:thank(?:s| you)?|see|meet) you\b/giu;
const TABLE_OF_CONTENTS =
  /^(?:table of contents|contents|agenda|outline|index|sommaire|spis treści|índice|inhalt|sumário)$/iu;
// Results for a period, as listed companies report them ("Q3 FY24", "nine months ended", "YoY").
const PERIOD_REPORTING =
  /\b(?:q[1-4]\s?fy\s?['’]?\d{2,4}|fy\s?['’]?\d{2,4}|h[12]\s?(?:20\d{2}|fy)|(?:quarter|year|six months|nine months|period) ended|year[- ]over[- ]year|yoy)\b/giu;
const LISTED_COMPANY =
  /\b(?:nyse|nasdaq|lse|tsx|asx|nse|bse|stock exchange|shareholders?|stockholders?|earnings per share|dividends?|forward-looking statements?|safe harbou?r|non-gaap|gaap|ifrs|ebitda|guidance|market capitali[sz]ation|listed|ticker|annual general meeting|investor relations)\b/giu;
const TEMPLATE_SIGNS =
  /\[[^\]\n]{2,40}\]|<[^>\n]{2,40}>|\blorem ipsum\b|\byour (?:company|startup|business|product|logo|name|team|brand|idea)\b|\bcompany name\b|\b(?:insert|add|replace|describe|explain|list|show|include) (?:your|the|a|an|here|how|why|what)\b|\bmake sure\b|\btip:|\bexample:|\be\.g\.\b|\bxx+\b/giu;
const BUSINESS_PLAN =
  /\b(?:executive summary|business plan|mission statement|swot|strengths|weaknesses|opportunities|threats|operations plan|management plan|marketing strategy|financial plan|appendix|pest(?:le)? analysis|objectives|implementation)\b/giu;
// Report and plan structure: "3.2 Market Segmentation", "1.1 Business Overview".
const NUMBERED_SUBSECTION = /^\d{1,2}\.\d{1,2}\.?\s+\p{Lu}/u;
// A figure: a percentage, an amount, a count of two digits or more.
const FIGURE = /\d[\d.,]*\s?%|[$€£¥₹]\s?\d|\b\d{2,}\b/u;
// A document about decks (a lecture, a workshop, a template) names decks and slides; a deck rarely does.
const ABOUT_DECKS = /\b(?:pitch(?:ing)?\s?decks?|decks?|slides?|presentations?|pitches)\b/giu;
// Who wrote it: a university, a course or a professor on the cover or the closing slide marks student
// work (a class project, a course assignment); a company's deck signs with the company.
const ACADEMIC =
  /\b(?:universit(?:y|ies|é|ät|at|ad|ade|à)|universidade|uniwersytet|college|polytechnic|institute of (?:technology|management)|school of|faculty of|department of|prof\.?|professor|lecturer|supervis(?:or|ed by)|guided by|under the guidance|submitted (?:by|to)|students?|course|class of|semester|assignment|coursework|hackathon|estudantes?|alunos?|étudiants?)\b/iu;
const MONEY =
  /(?:[$€£¥₹]\s?\d[\d.,]*\s?(?:k|m|mm|bn|b|million|billion|thousand)?\b|\b\d[\d.,]*\s?(?:k|m|mm|bn|million|billion)\s?(?:usd|eur|gbp|pln|dollars|euros)?\b)/giu;

/** Feature names, in the order of the vectors `deckFeatures` returns; the weights file lists them. */
export const DECK_FEATURE_NAMES = [
  ...DECK_SECTIONS.map((k) => `section.${k}`),
  'sections.kinds',
  'sections.slideShare',
  'sections.onCoverOnly',
  'slides.log',
  'slides.wordsPerSlideLog',
  'slides.charsPerSlideLog',
  'lines.shortShare',
  'voice.firstPersonPer100Words',
  'voice.secondPersonPer100Words',
  'voice.selfPitch',
  'ask.investorTermsLog',
  'ask.roundTalkLog',
  'team.rolesLog',
  'business.termsLog',
  'money.amountsPerSlideLog',
  'other.bestProfileStrength',
  'other.financialReportStrength',
  'other.paperStrength',
  'other.lectureStrength',
  'other.salesStrength',
  'other.periodReportingLog',
  'other.listedCompanyLog',
  'other.businessPlanLog',
  'other.tableOfContents',
  'cover.namesOtherKind',
  'cover.namesPitch',
  'template.placeholderTermsLog',
  'template.placeholderSlideShare',
  'template.signsPerSlideLog',
  'template.repeatedFillerShare',
  'canvas.blocksLog',
  'template.instructionLineShare',
  'figures.slideShare',
  'brand.repeatShare',
  'structure.numberedSubsectionsLog',
  'voice.aboutDecksPer100Words',
  'author.academic',
] as const;
export type DeckFeatureName = (typeof DECK_FEATURE_NAMES)[number];
export type DeckFeatures = Record<DeckFeatureName, number>;

const log1p = (n: number) => Math.log(1 + n);
const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

export function deckFeatures(slides: Slide[], sections: Sections): DeckFeatures {
  const withText = slides.filter((s) => s.lines.length > 0);
  const slideCount = Math.max(1, withText.length);
  const reading = readDocument(slides);
  const lower = reading.lower;
  const lines = slides.flatMap((s) => s.lines);
  const words = Math.max(1, count(lower, /[\p{L}\p{N}]+/gu));
  const chars = lower.replace(/\s+/g, '').length;
  const present = DECK_SECTIONS.filter((k) => sections[k].length > 0);
  const sectionSlides = new Set(DECK_SECTIONS.flatMap((k) => sections[k]));
  const cover = withText[0];
  const coverOnly = sectionSlides.size > 0 && [...sectionSlides].every((n) => n === cover?.n);
  const strength = (kind: string) => profileStrength(reading, kind);
  const strengths = PROFILES.map((p) => strength(p.kind));
  const placeholderHits = reading.placeholderHits;
  const filler = reading.filler;
  const coverLines = cover ? cover.lines.slice(0, 6).join('\n') : '';
  const firstSlides = withText.slice(0, 3).flatMap((s) => s.lines.slice(0, 3));

  const features: DeckFeatures = {
    ...(Object.fromEntries(
      DECK_SECTIONS.map((k) => [`section.${k}`, sections[k].length > 0 ? 1 : 0]),
    ) as Record<`section.${SectionKey}`, number>),
    'sections.kinds': present.length,
    'sections.slideShare': sectionSlides.size / slideCount,
    'sections.onCoverOnly': coverOnly ? 1 : 0,
    'slides.log': log1p(withText.length),
    'slides.wordsPerSlideLog': log1p(words / slideCount),
    'slides.charsPerSlideLog': log1p(chars / slideCount),
    'lines.shortShare': lines.length
      ? lines.filter((l) => l.split(/\s+/).length <= 8).length / lines.length
      : 0,
    'voice.firstPersonPer100Words': (100 * count(lower, FIRST_PERSON)) / words,
    'voice.secondPersonPer100Words': (100 * count(lower.replace(CLOSING_YOU, ' '), SECOND_PERSON)) / words,
    'voice.selfPitch': SELF_PITCH.test(slides.map((s) => s.lines.join('\n')).join('\n')) ? 1 : 0,
    'ask.investorTermsLog': log1p(matchedTerms(lower, INVESTOR_TERMS).length),
    'ask.roundTalkLog': log1p(count(lower, ROUND_TALK)),
    'team.rolesLog': log1p(lines.filter((l) => l.length <= 120 && ROLE.test(l)).length),
    'business.termsLog': log1p(matchedTerms(lower, BUSINESS_TERMS).length),
    'money.amountsPerSlideLog': log1p(count(lower, MONEY) / slideCount),
    'other.bestProfileStrength': Math.max(0, ...strengths),
    'other.financialReportStrength': strength('financial report'),
    'other.paperStrength': Math.max(strength('paper'), strength('academic talk')),
    'other.lectureStrength': strength('lecture'),
    'other.salesStrength': strength('sales deck'),
    'other.periodReportingLog': log1p(count(lower, PERIOD_REPORTING) / slideCount),
    'other.listedCompanyLog': log1p(count(lower, LISTED_COMPANY)),
    'other.businessPlanLog': log1p(count(lower, BUSINESS_PLAN)),
    'other.tableOfContents': firstSlides.some((l) => TABLE_OF_CONTENTS.test(l.replace(/[:.]$/, ''))) ? 1 : 0,
    'cover.namesOtherKind': reading.cover ? 1 : 0,
    'cover.namesPitch': COVER_PITCH.test(coverLines) ? 1 : 0,
    'template.placeholderTermsLog': log1p(new Set(placeholderHits.flat()).size),
    'template.placeholderSlideShare': placeholderHits.filter((h) => h.length > 0).length / slideCount,
    'template.signsPerSlideLog': log1p(count(lower, TEMPLATE_SIGNS) / slideCount),
    'template.repeatedFillerShare': filler ? filler.slides / slideCount : 0,
    'canvas.blocksLog': log1p(matchedTerms(lower, CANVAS_BLOCKS).length),
    'template.instructionLineShare': lines.length
      ? lines.filter((l) => INSTRUCTION_LINE.test(l)).length / lines.length
      : 0,
    'figures.slideShare': withText.filter((s) => FIGURE.test(s.lines.join(' '))).length / slideCount,
    'brand.repeatShare': brandRepeatShare(withText),
    'structure.numberedSubsectionsLog': log1p(lines.filter((l) => NUMBERED_SUBSECTION.test(l)).length),
    // A deck may call itself one on its cover; a document about decks talks about them throughout.
    'voice.aboutDecksPer100Words':
      (100 *
        count(
          withText
            .slice(1)
            .map((s) => s.lower)
            .join('\n'),
          ABOUT_DECKS,
        )) /
      words,
    'author.academic': [cover, withText.length > 1 ? withText[withText.length - 1] : undefined].some(
      (s) => s !== undefined && s.lines.some((l) => ACADEMIC.test(l)),
    )
      ? 1
      : 0,
  };
  return features;
}

/**
 * A company's deck names the company on slide after slide (headings, footers, "Why Acme"); a template
 * or a lecture has no name of its own to repeat. The name candidates are the cover's capitalised words
 * that the document never writes in lower case (so not "Pitch", "Deck", "Plan", "Template" used as words).
 */
function brandRepeatShare(slides: Slide[]): number {
  if (slides.length < 2) return 0;
  const lowerWords = lowerCaseWords(slides);
  const names = unique(
    slides[0].lines
      .slice(0, 3)
      .flatMap((l) => l.match(/\p{Lu}[\p{L}\d&'’-]{2,}/gu) ?? [])
      .map((w) => w.toLowerCase())
      .filter((w) => !lowerWords.has(w) && !COMMON_COVER_WORDS.has(w)),
  );
  if (names.length === 0) return 0;
  const rest = slides.slice(1);
  return rest.filter((s) => names.some((name) => s.lower.includes(name))).length / rest.length;
}
const COMMON_COVER_WORDS = new Set([
  'pitch',
  'deck',
  'presentation',
  'investor',
  'investors',
  'template',
  'the',
  'and',
  'for',
  'our',
  'company',
  'business',
  'plan',
  'report',
  'confidential',
  'draft',
]);

export function featureVector(
  features: DeckFeatures,
  names: readonly string[] = DECK_FEATURE_NAMES,
): number[] {
  return names.map((name) => features[name as DeckFeatureName]);
}
