/**
 * Hidden content in a deck (issue #16 item 5): text a reader cannot see (white or near-background colour,
 * invisible render mode, tiny size, placed off the slide, hidden shapes and slides) and instructions aimed
 * at an AI model ("ignore previous instructions", "rate this deck…"), visible or not. Extraction keeps
 * such text out of the slide text every analysis reads and stores it as findings, which the deck page and
 * the deep analysis list to the investor.
 */

/** Why a piece of text counts as hidden. */
export type HiddenReason =
  /** Its colour is (nearly) the colour painted beneath it: white on white. */
  | 'background-colour'
  /** Painted fully transparent, or in PDF text render mode 3 (neither filled nor stroked). */
  | 'invisible'
  /** Smaller than a reader can make out (under ~2 pt on a slide-sized page). */
  | 'tiny'
  /** Placed outside the page or slide. */
  | 'off-page'
  /** A shape marked hidden in the file. */
  | 'hidden-shape'
  /** A slide marked hidden (not shown in the slide show). */
  | 'hidden-slide';

export type HiddenContentKind = 'hidden-text' | 'instruction';

/** One finding on one page, as extraction stores it on the page. */
export interface PageHiddenContent {
  kind: HiddenContentKind;
  /** For hidden text, why it is hidden; empty for visible instructions. */
  reasons: HiddenReason[];
  /** The text itself (capped at HIDDEN_TEXT_MAX_CHARS), kept for display, never for analysis. */
  text: string;
  /** For an instruction: whether it was also hidden text. */
  hidden?: boolean;
}

/** A finding with its slide, as the deck and the reports list it. */
export interface HiddenContentFinding extends PageHiddenContent {
  page: number;
}

export const HIDDEN_TEXT_MAX_CHARS = 2000;
/** Findings kept per page: a page of a thousand hidden runs is one finding's worth of news. */
export const HIDDEN_FINDINGS_PER_PAGE = 5;
const QUOTE_MAX_CHARS = 120;

const REASON_LABELS: Record<HiddenReason, string> = {
  'background-colour': 'same colour as the background',
  invisible: 'invisible',
  tiny: 'too small to read',
  'off-page': 'placed outside the slide',
  'hidden-shape': 'in a hidden shape',
  'hidden-slide': 'on a hidden slide',
};

export function hiddenReasonLabel(reason: HiddenReason): string {
  return REASON_LABELS[reason];
}

/** The text shortened for a one-line quote, cut at a word. */
export function shortQuote(text: string, maxChars = QUOTE_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > maxChars * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * "Slide 7 contains hidden text (same colour as the background): “…”"; without the slide (for a report
 * that cites slides its own way), "Hidden text (same colour as the background): “…”".
 */
export function describeHiddenContent(finding: HiddenContentFinding, { withSlide = true } = {}): string {
  const { what, quote } = hiddenContentParts(finding);
  return withSlide ? `Slide ${finding.page} contains ${what}: ${quote}` : `${what[0].toUpperCase()}${what.slice(1)}: ${quote}`;
}

/**
 * A finding as a report's red flag, worded alike by the local engine and a model's report: hidden text
 * quoted; an instruction never repeated, since report text may reach a model (smart questions take red
 * flags). The caller cites the slide.
 */
export function hiddenContentRedFlag(finding: HiddenContentFinding): {
  text: string;
  basis: string;
  severity: 'error' | 'warning';
} {
  if (finding.kind === 'instruction') {
    return {
      text: `${finding.hidden ? 'Hidden instructions' : 'Instructions'} aimed at an AI model (quoted on the deck page only, so that no model reads them)`,
      basis: 'deck text aimed at an AI model (kept out of this analysis)',
      severity: 'error',
    };
  }
  return {
    text: describeHiddenContent(finding, { withSlide: false }),
    basis: 'deck file: text a reader cannot see (kept out of this analysis)',
    severity: 'warning',
  };
}

/** The parts of that sentence, for a page that links the slide: what was found, and the quote. */
export function hiddenContentParts(finding: PageHiddenContent): { what: string; quote: string } {
  const what =
    finding.kind === 'instruction'
      ? `${finding.hidden ? 'hidden ' : ''}instructions aimed at an AI model`
      : `hidden text${finding.reasons.length > 0 ? ` (${finding.reasons.map(hiddenReasonLabel).join(', ')})` : ''}`;
  return { what, quote: `“${shortQuote(finding.text)}”` };
}

/** The findings of a deck's pages, in page order (pages stored before detection existed have none). */
export function hiddenContentOfPages(
  pages: ReadonlyArray<{ pageNumber: number; hiddenContent?: PageHiddenContent[] }> | null | undefined,
): HiddenContentFinding[] {
  return (pages ?? []).flatMap((page) =>
    (page.hiddenContent ?? []).map((finding) => ({ ...finding, page: page.pageNumber })),
  );
}

/**
 * The version of hidden-content detection an extraction ran, stamped on every page it stores
 * (`hiddenCheckVersion`). Raise it when detection changes enough that older findings should be read as
 * from an older check. Pages stored before detection existed carry no stamp: their deck was never
 * checked, which is not the same as checked and clean.
 */
export const HIDDEN_CONTENT_CHECK_VERSION = 1;

/** Shown where a deck without findings would otherwise read as checked and clean. */
export const NOT_CHECKED_FOR_HIDDEN_TEXT = 'Not checked for hidden text';
/** Why, in one sentence, for the deck page and the reports. */
export const NOT_CHECKED_FOR_HIDDEN_TEXT_DETAIL =
  'This deck was extracted before Pitchscope looked for hidden text and instructions aimed at an AI model; upload it again (or re-extract it) to check it.';

/** Whether extraction checked the deck for hidden content, and with which version of the check. */
export interface HiddenContentCheck {
  checked: boolean;
  /** The lowest version stamped on the deck's pages; null when not checked. */
  version: number | null;
}

/** A deck counts as checked only when every stored page carries the stamp (no pages: not checked). */
export function hiddenContentCheckOfPages(
  pages: ReadonlyArray<{ hiddenCheckVersion?: number }> | null | undefined,
): HiddenContentCheck {
  const versions = (pages ?? []).map((page) => page.hiddenCheckVersion);
  if (versions.length === 0 || versions.some((version) => typeof version !== 'number')) {
    return { checked: false, version: null };
  }
  return { checked: true, version: Math.min(...(versions as number[])) };
}

// --- Instructions aimed at a model -------------------------------------------------------------------

const PREVIOUS = String.raw`(?:previous|prior|preceding|above|earlier|foregoing|former|original|initial|system|other)`;
const INSTRUCTIONS = String.raw`(?:instructions?|prompts?|directions?|directives?|rules|guidelines|commands?|messages?|context)`;
const MODEL = String.raw`(?:ai|a\.i\.|artificial intelligence|(?:large )?language models?|llms?|chat ?bots?|gpt(?:-?\d)?|chatgpt|claude|gemini|(?:ai|virtual|helpful) assistants?)`;
const DECK = String.raw`(?:deck|pitch(?: deck)?|company|startup|start-up|presentation|document|submission|application|business|opportunity|investment|team|founders?|proposal)`;
/** Where an imperative starts: the start of a sentence, or after "please", "you must", "and"… */
const IMPERATIVE = String.raw`(?:^|[.!?:;,"“(]\s*|\b(?:please|kindly|you\s+(?:must|should|will|shall)|and|then|always|now)\s+)`;
const HIGH = String.raw`(?:high(?:ly|est|er)?|top|best|perfect|great|excellent|maximum|max(?:imal)?|outstanding|exceptional|positive(?:ly)?|favou?rabl[ey]|glowing|strong(?:est)?|\d{1,3} ?(?:\/|out of) ?\d{1,3}|tier ?1|a\+?)`;

/**
 * Instructions to a model, in general forms (not any deck's wording). Each one needs an imperative aimed
 * at whoever reads the text, so a deck about AI products ("our assistant follows the user's prompts") does
 * not match.
 */
const INSTRUCTION_PATTERNS: RegExp[] = [
  // English
  new RegExp(String.raw`\b(?:ignore|disregard|forget|override|bypass|skip|discard)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?${PREVIOUS}\s+(?:\w+\s+)?${INSTRUCTIONS}`, 'i'),
  /\b(?:ignore|disregard|forget)\s+(?:all\s+|everything\s+|anything\s+)?(?:the\s+|that\s+is\s+|written\s+|said\s+)?(?:above|before this|previously (?:said|written|stated))\b/i,
  new RegExp(String.raw`\byou\s+are\s+(?:now\s+|actually\s+)?(?:an?\s+|the\s+)?(?:helpful\s+|friendly\s+)?${MODEL}\b`, 'i'),
  new RegExp(String.raw`\b(?:if|when)\s+you\s+are\s+(?:an?\s+)?${MODEL}\b`, 'i'),
  new RegExp(String.raw`\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:the\s+|any\s+|an?\s+)?${MODEL}\b`, 'i'),
  new RegExp(String.raw`\b(?:any|an?|the|dear)\s+${MODEL}\s+(?:reading|reviewing|analy[sz]ing|evaluating|screening|processing|summari[sz]ing|scoring|rating)\b`, 'i'),
  new RegExp(String.raw`${IMPERATIVE}(?:rate|score|grade|rank|evaluate|assess|mark|classify|label|recommend|review)\s+(?:this|the|our)\s+${DECK}\b[^.!?\n]{0,60}?\b(?:as\s+)?${HIGH}`, 'i'),
  new RegExp(String.raw`${IMPERATIVE}give\s+(?:this|the|our)\s+${DECK}\s+(?:an?\s+|the\s+)?${HIGH}\s+(?:score|rating|grade|mark|tier|verdict|review|evaluation|assessment)`, 'i'),
  new RegExp(String.raw`\b(?:this|the|our)\s+${DECK}\s+(?:must|should|shall)\s+(?:always\s+)?(?:be\s+)?(?:rated|scored|graded|ranked|classified|marked|recommended)\s+(?:as\s+)?${HIGH}`, 'i'),
  /\b(?:reveal|print|show|repeat|output|ignore|override|change|update|new|updated)\s+(?:your\s+|the\s+)?system\s+(?:prompt|message|instructions)\b/i,
  /^\s*(?:system\s+prompt|new\s+instructions|system\s+override)\s*:/i,
  /<\|?\/?(?:system|im_start|im_end|endoftext)\|?>|\[\/?(?:system|inst)\]|<<\/?sys>>/i,
  /\bdo\s+not\s+(?:mention|reveal|disclose|report|flag|tell(?:\s+the\s+(?:user|investor))?(?:\s+about)?)\s+(?:this|these)\s+(?:instructions?|text|message|note|prompt)\b/i,
  /\b(?:respond|answer|reply|output)\s+only\s+with\b/i,
  // French
  /\b(?:ignore[zr]?|oublie[zr]?)\s+(?:toutes\s+)?(?:les\s+|tes\s+|vos\s+)?(?:instructions|consignes)\s+(?:précédentes|ci-dessus|antérieures)/i,
  /\b(?:tu\s+es|vous\s+êtes)\s+(?:maintenant\s+)?(?:une?\s+)?(?:ia|intelligence\s+artificielle|modèle\s+de\s+langage|assistant\s+(?:ia|virtuel))\b/i,
  // German
  /\b(?:ignoriere|ignorieren\s+sie|vergiss|vergessen\s+sie)\s+(?:alle\s+)?(?:die\s+)?(?:vorherigen|bisherigen|obigen|vorangegangenen)\s+(?:anweisungen|instruktionen|befehle)/i,
  /\b(?:du\s+bist|sie\s+sind)\s+(?:jetzt\s+)?(?:eine?\s+)?(?:ki|künstliche\s+intelligenz|sprachmodell|ki-assistent)\b/i,
  // Spanish, Portuguese, Italian
  /\b(?:ignora|ignore|olvida|esquece|esqueça|dimentica)\s+(?:todas\s+|tutte\s+)?(?:las\s+|as\s+|le\s+)?(?:instrucciones|instruções|istruzioni)\s+(?:anteriores|previas|precedenti|acima)/i,
  /\b(?:eres|você\s+é|sei)\s+(?:ahora\s+|agora\s+|ora\s+)?(?:un[ao]?\s+|uma\s+)?(?:ia|inteligencia\s+artificial|inteligência\s+artificial|intelligenza\s+artificiale|modelo\s+de\s+(?:lenguaje|linguagem)|modello\s+linguistico)\b/i,
  // Polish, Indonesian, Dutch
  /\b(?:zignoruj|zapomnij|ignoruj)\s+(?:wszystkie\s+)?(?:poprzednie|wcześniejsze|powyższe)\s+(?:instrukcje|polecenia)/i,
  /\bjesteś\s+(?:teraz\s+)?(?:modelem\s+językowym|sztuczną\s+inteligencją|asystentem\s+ai|ai)\b/i,
  /\b(?:abaikan|lupakan)\s+(?:semua\s+)?(?:instruksi|perintah)\s+(?:sebelumnya|di\s+atas)/i,
  /\b(?:negeer|vergeet)\s+(?:alle\s+)?(?:vorige|eerdere|voorgaande)\s+(?:instructies|opdrachten)/i,
  // Russian, Chinese
  /(?:игнорируй|игнорируйте|забудь|забудьте)\s+(?:все\s+)?(?:предыдущие|прежние|вышеуказанные)\s+(?:инструкции|указания|команды)/i,
  /(?:忽略|无视|忘记|忽视)(?:之前|以上|上面|先前|前面)(?:的)?(?:所有)?(?:指令|指示|说明|提示)/,
  /你(?:现在)?是一?个?(?:AI|人工智能|语言模型|大模型)/i,
];

/** Whether a text holds an instruction aimed at an AI model. */
export function isModelInstruction(text: string): boolean {
  const flat = text.replace(/\s+/g, ' ');
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(flat));
}

/**
 * Splits a line into what analysis may read and the instructions it holds: sentences (or the whole line,
 * when the instruction spans its sentences) that hold an instruction are taken out.
 */
export function separateInstructions(line: string): { kept: string; instructions: string[] } {
  if (!isModelInstruction(line)) return { kept: line, instructions: [] };
  const sentences = line.match(/[^.!?。！？]+(?:[.!?。！？]+|$)/g) ?? [line];
  const flagged = sentences.filter((sentence) => isModelInstruction(sentence));
  if (flagged.length === 0) return { kept: '', instructions: [line.trim()] };
  const kept = sentences
    .filter((sentence) => !flagged.includes(sentence))
    .join('')
    .trim();
  return { kept, instructions: [flagged.join('').trim()] };
}

// --- Colours ------------------------------------------------------------------------------------------

export type Rgb = readonly [number, number, number];

/** "#ffffff", "ffffff" or "#fff" to [255, 255, 255]; null when not a hex colour. */
export function parseHexColour(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) return [...hex].map((c) => parseInt(c + c, 16)) as unknown as Rgb;
  if (!/^[0-9a-f]{6}$/i.test(hex)) return null;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 (same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text this close to its background is unreadable: #f6f6f6 on white (1.08) is, the faintest grey of a
 * watermark (#e6e6e6, 1.26) is not. Both colours must also be near in hue (a channel apart by at most 24),
 * since contrast alone would call saturated pairs of equal luminance (red on green) the same.
 */
export const MIN_READABLE_CONTRAST = 1.1;

export function isNearColour(text: Rgb, background: Rgb): boolean {
  const channelGap = Math.max(...text.map((value, i) => Math.abs(value - background[i])));
  return channelGap <= 24 && contrastRatio(text, background) < MIN_READABLE_CONTRAST;
}

export const WHITE: Rgb = [255, 255, 255];
