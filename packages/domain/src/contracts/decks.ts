import { z } from 'zod';
import type { InvestorProfile } from './accounts.ts';
import { FIELD_EDIT_MAX_LENGTHS } from '../constants.ts';
import { DECK_MESSAGES, METADATA_FIELD_LABELS } from '../messages.ts';
import { editedLocation, editedRoundSize, editedStage } from '../fact-vocabulary.ts';
import type { FactState } from '../field-sources.ts';
import type { FactEditedSince } from '../facts-edited-since.ts';
import type { DeckSource } from '../deck-links.ts';
import type { HiddenContentCheck, HiddenContentFinding, PageHiddenContent } from '../hidden-content.ts';

export const fitColorSchema = z.enum(['Green', 'Yellow', 'Red', 'Unknown']);
export type FitColor = z.infer<typeof fitColorSchema>;

export const investorFitSchema = z.object({
  overallMatch: fitColorSchema,
  stageFit: fitColorSchema,
  checkSizeFit: fitColorSchema,
  sectorAlignment: fitColorSchema,
  geographyFit: fitColorSchema,
  rationale: z.object({
    stageFitReason: z.string(),
    checkSizeReason: z.string(),
    sectorReason: z.string(),
    geographyReason: z.string(),
  }),
});
export type InvestorFit = z.infer<typeof investorFitSchema>;

/** The deck's own words a fact rests on, and the slide (1-based) they are on. */
export const factEvidenceSchema = z.object({
  quote: z.string(),
  slide: z.number().int().positive(),
});
export type FactEvidence = z.infer<typeof factEvidenceSchema>;

/**
 * How a metadata value was obtained, and the slides (1-based) it rests on. `user`: the investor corrected
 * or confirmed it (ADR 0012, 0027); it counts as stated, and no re-extraction overwrites it.
 * `confidence` (0–1): how sure extraction is of a found value; absent means confident (decks read before
 * confidences existed, a model that did not say it was unsure). Below FACT_CONFIDENCE_THRESHOLD the fact
 * is in the Check state (field-sources.ts needsCheck). `evidence`: the words the value was read from.
 */
export const fieldSourceSchema = z.object({
  status: z.enum(['stated', 'inferred', 'assumed', 'not_found', 'user']),
  slides: z.array(z.number().int().positive()),
  confidence: z.number().min(0).max(1).optional(),
  evidence: factEvidenceSchema.optional(),
  /**
   * A round whose amount is written without a currency, given the one the deck's other figures use
   * (status inferred): the slide those figures are on, for "currency assumed from slide N".
   */
  currencyFromSlide: z.number().int().positive().optional(),
});
export type FieldSource = z.infer<typeof fieldSourceSchema>;
export const METADATA_FIELDS = [
  'companyName',
  'product',
  'industry',
  'stage',
  'roundSize',
  'geography',
  'shortDescription',
  'executiveSummary',
  'website',
  'keyPeople',
] as const;
export type MetadataField = (typeof METADATA_FIELDS)[number];
export type FieldSources = Partial<Record<MetadataField, FieldSource>>;
export const metadataFieldSchema = z.enum(METADATA_FIELDS);

/** One correction of a deck fact: what it was (value and source) before the investor changed it. */
export const fieldEditSchema = z.object({
  field: metadataFieldSchema,
  previousValue: z.string(),
  /** Null when the deck had no recorded source for the field. */
  previousSource: fieldSourceSchema.nullable(),
  value: z.string(),
  at: z.string(),
  /** Who corrected it (absent on edits made before workspaces, which were always the uploader's). */
  by: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type FieldEdit = z.infer<typeof fieldEditSchema>;

const editedText = (field: MetadataField) =>
  z
    .string()
    .trim()
    .max(
      FIELD_EDIT_MAX_LENGTHS[field],
      DECK_MESSAGES.fieldEdit.tooLong(METADATA_FIELD_LABELS[field], FIELD_EDIT_MAX_LENGTHS[field]),
    );
const editedValue = (field: MetadataField) => editedText(field).optional();

/**
 * A fact edited within extraction's vocabulary (fact-vocabulary.ts): the value is stored in the form the
 * vocabulary gives ("seed round" → "Seed", "1.5M EUR" → "€1.5M"); a value outside it is refused.
 */
const inVocabulary = (field: MetadataField, normalise: (text: string) => string | null, message: string) =>
  editedText(field)
    .transform((value, ctx) => {
      const stored = normalise(value);
      if (stored === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return stored;
    })
    .optional();

/**
 * `PATCH /api/decks/:id/fields`: the facts the investor corrects, trimmed. An empty value means "not
 * stated in the deck" (no value to rate), except for the company name, which a deck always has.
 */
export const deckFieldsPatchSchema = z
  .object({
    companyName: editedValue('companyName').refine(
      (value) => value !== '',
      DECK_MESSAGES.fieldEdit.companyNameRequired,
    ),
    product: editedValue('product'),
    industry: editedValue('industry'),
    stage: inVocabulary('stage', editedStage, DECK_MESSAGES.fieldEdit.stageNotInList),
    roundSize: inVocabulary('roundSize', editedRoundSize, DECK_MESSAGES.fieldEdit.roundNeedsAmountAndCurrency),
    geography: inVocabulary('geography', editedLocation, DECK_MESSAGES.fieldEdit.locationNotInList),
    website: editedValue('website'),
    keyPeople: editedValue('keyPeople'),
    shortDescription: editedValue('shortDescription'),
    executiveSummary: editedValue('executiveSummary'),
  })
  .strict()
  .refine(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    DECK_MESSAGES.fieldEdit.nothingToChange,
  );
export type DeckFieldsPatch = z.infer<typeof deckFieldsPatchSchema>;

export const deckStatusSchema = z.enum(['Uploaded', 'Processing', 'Analyzed', 'Failed']);
export type DeckStatus = z.infer<typeof deckStatusSchema>;
export const deepAnalysisStatusSchema = z.enum(['Pending', 'Processing', 'Completed', 'Failed']);
export type DeepAnalysisStatus = z.infer<typeof deepAnalysisStatusSchema>;

/** Why the last deep analysis failed, as the job recorded it, and whether its token came back. */
export interface DeepAnalysisFailure {
  message: string;
  /** False for the admin's manual trigger, which charged nobody. */
  tokenRefunded: boolean;
  at: string;
}

/** One slide or page of the extraction result (spec pitch-deck-handling §3.4). */
export interface ExtractedPage {
  pageNumber: number;
  header: string;
  rawText: string;
  images: string[];
  tables: string[];
  charts: string[];
  diagrams: string[];
  footer: string;
  notes?: string;
  /** How the text was read: the text layer, OCR, or both. */
  method: 'text' | 'ocr' | 'none';
  /**
   * On pages read by OCR: what OCR read, before its doubtful words and junk lines were dropped from
   * rawText. For the admin raw view only; no analysis reads it. Absent on other pages and older rows.
   */
  ocrText?: string;
  /** Text kept out of rawText: hidden from a reader, or instructions aimed at an AI model (absent when none). */
  hiddenContent?: PageHiddenContent[];
  /** The version of hidden-content detection that read this page (HIDDEN_CONTENT_CHECK_VERSION); absent on pages stored before detection existed. */
  hiddenCheckVersion?: number;
}

// A type, not an interface: the deck content answer's schema describes it as an object (a record), which only a type fits.
export type StructuredData = {
  companyName: string;
  product: string;
  industry: string;
  stage: string;
  roundSize: string;
  teamSize: string;
  revenue: string;
  location: string;
  foundedYear: string;
  keyMetrics: string[];
  competitorsListed: string[];
};

// A type, not an interface: the deck content answer's schema describes it as a loose object, which only a type fits.
export type ExtractionResult = {
  rawContent: string;
  structuredData: StructuredData;
  extractedAt: string;
  pages: ExtractedPage[];
  documentMetadata: { title: string; companyDetected: string; keyDataPoints: string[]; totalPages: number; fileType: string };
  /** Pages read by OCR (scanned decks); absent in rows stored before it was recorded. */
  ocrPageCount?: number;
};

export interface InitialAnalysis {
  summary: string;
  strengths: string[];
  weaknesses: string[];
  questions: string[];
  detailedAnalysis: string;
  industry: string;
  generatedAt: string;
}

export interface DuplicateInfo {
  type: 'identical_content' | 'same_round' | 'similar';
  existingDeck: {
    id: string;
    companyName: string;
    uploadedAt: string;
    /** Who uploaded the earlier deck (workspaces, ADR 0022); absent on records stored before them. */
    uploadedBy?: { id: string; name: string };
  };
  companyName: string;
  confidence: number;
  reason: string;
  /**
   * The same company's deck with content largely the same but not identical (issue #31, ADR 0051): the
   * upload waits, its file kept, for "Add as new version" or "Keep as separate deck". Absent: a duplicate.
   */
  newVersionOffered?: boolean;
}

/** The deck record (spec pitch-deck-handling §3.1 and deep-analysis-admin §3) as the API returns it. */
export interface Deck {
  id: string;
  userId: string;
  /** The workspace the deck belongs to (ADR 0022). */
  workspaceId: string;
  /** The member who uploaded it; `userId` is the same person. */
  uploadedBy: { id: string; name: string };
  companyName: string;
  product: string;
  stage: string;
  industry: string;
  geography: string;
  roundSize: string;
  website: string;
  keyPeople: string;
  uploadedAt: string;
  status: DeckStatus;
  fileUrl: string | null;
  fileName: string;
  fileType: string;
  fileSize: number;
  /** Pages (slides) read from the file. */
  pageCount: number;
  /**
   * Pages the uploaded document has, when only its first `pageCount` were read (DECK_PAGES_READ_MAX);
   * null when every page was read. The deck page says so (`pagesNotReadNotice`).
   */
  documentPageCount: number | null;
  analysis: InitialAnalysis | null;
  shortDescription: string;
  executiveSummary: string;
  investorFit: InvestorFit | null;
  quickAssessment: Record<string, unknown> | null;
  metadataHighlights: Record<string, unknown> | null;
  metadataExtractedAt: string | null;
  investorProfileUsed: InvestorProfile | null;
  fieldSources: FieldSources;
  /**
   * The extracted facts extraction is not sure of (field-sources.ts needsCheck, ADR 0027): shown as
   * "Check", rated and exported as not stated until the investor confirms or edits them.
   */
  factsToCheck: MetadataField[];
  /**
   * Each fact's state (field-sources.ts factState, issue #36): stated, assumed (a spec default), not_found,
   * check (ADR 0027) or edited (the investor's, ADR 0012). Every view marks a value by it.
   */
  factStates: Record<MetadataField, FactState>;
  /** The investor's corrections of the facts, oldest first, each with the value it replaced (ADR 0012). */
  fieldHistory: FieldEdit[];
  /**
   * Facts edited after the first analysis was written whose earlier value its texts (the analysis, the
   * short description, the executive summary) still quote (ADR 0039); detail only.
   */
  factsEditedSinceAnalysis?: FactEditedSince[];
  /** Hidden text and instructions aimed at an AI model that extraction kept out of the analysis. */
  hiddenContent: HiddenContentFinding[];
  /** Whether extraction looked for hidden content at all: no findings on an unchecked deck means "not checked", not "clean". */
  hiddenContentCheck: HiddenContentCheck;
  inDashboard: boolean;
  isArchived: boolean;
  archivedAt: string | null;
  hiddenFromUser: boolean;
  hiddenAt: string | null;
  starred: boolean;
  starredAt: string | null;
  /** The deal stage's id (issue #19, ADR 0016); `GET /api/pipeline/stages` names it. */
  pipelineStage: string;
  /** Pending until a deep analysis is started (the admin's views say "Not started" instead). */
  deepAnalysisStatus: DeepAnalysisStatus;
  /** Set while `deepAnalysisStatus` is Failed: the spec's "Error: {message}. Token has been refunded." */
  deepAnalysisFailure: DeepAnalysisFailure | null;
  hasDeepAnalysis: boolean;
  validationError: string | null;
  /**
   * Set while the deck's facts are the local engine's, read because the analysis model was down and the
   * admin chose to read offline (issue #38); cleared when the model reads the deck again.
   */
  readOffline: ReadOffline | null;
  /** The deck's current version (issue #31, ADR 0051): 1 until an upload is added as its new version. */
  currentVersion: number;
  /** The link the deck was fetched from or the email it came in (issue #31); null for a file uploaded from a disk. */
  source?: DeckSource | null;
  createdAt: string;
  updatedAt: string;
}

/** When and why the local engine read a deck in the model's place. */
export interface ReadOffline {
  at: string;
  /** The outage in words (MODEL_OUTAGE_REASONS), never the provider's address or raw error. */
  reason: string;
}

/** What the deck record holds beyond what a deck card shows; only `GET /api/decks/:id` carries it. */
export const DECK_DETAIL_FIELDS = [
  'quickAssessment',
  'metadataHighlights',
  'investorProfileUsed',
  'fieldHistory',
  'hiddenContent',
  'hiddenContentCheck',
  'factsEditedSinceAnalysis',
  'currentVersion',
] as const;

/**
 * A deck as `GET /api/decks` lists it: everything a card, the summary counts, search and sort need.
 * Of the initial analysis only its summary comes (an Analysis card shows it when the deck has no
 * executive summary), and the fit working not at all: about half the record, and the half the
 * database has to parse. The deck page loads the whole `Deck`.
 */
export type DeckSummary = Omit<Deck, (typeof DECK_DETAIL_FIELDS)[number] | 'analysis'> & {
  analysis: Pick<InitialAnalysis, 'summary'> | null;
};

/** Whether the deck's pages can be shown as images (`GET /api/decks/:id/pages/:n/image`). */
export interface PageImagesAvailability {
  available: boolean;
  /** Why not, for the viewer's note (e.g. LibreOffice missing for a PowerPoint deck); null when available. */
  note: string | null;
}

/** `GET /api/decks/:id/content`: the stored raw text and page-by-page extraction. */
export interface DeckContent {
  rawContent: string;
  pages: ExtractedPage[];
  extraction: ExtractionResult | null;
  /** Set by `GET /api/decks/:id/content`; absent elsewhere (e.g. the admin's raw view). */
  pageImages?: PageImagesAvailability;
}

export const deckPatchSchema = z
  .object({
    starred: z.boolean().optional(),
    isArchived: z.boolean().optional(),
    inDashboard: z.boolean().optional(),
  })
  .strict();

export const uploadStatusSchema = z.enum(['pending', 'uploading', 'completed', 'error', 'duplicate']);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/**
 * Why an upload did not become a deck (its file is kept, see not-added.ts): judged not a pitch deck
 * (or the judging call failed), unreadable (corrupt, password-protected, over the reader's budgets), or
 * failed in processing (crashed past its retries, timed out), or waited in vain for the analysis model
 * (model_unavailable: never a judgement of the file; a Retry runs the whole pipeline again, issue #38).
 */
export const uploadRefusalSchema = z.enum(['not_pitch_deck', 'unreadable', 'failed', 'model_unavailable']);
export type UploadRefusal = z.infer<typeof uploadRefusalSchema>;

export interface UploadModelWait {
  since: string;
  retryAt: string;
  reason: string;
}

/** Server-side view of one upload (spec §3.5 Upload item, less the browser's File). */
export interface UploadItem {
  id: string;
  fileName: string;
  fileSize: number;
  status: UploadStatus;
  progress: number;
  currentStep: string;
  error: string | null;
  deckId: string | null;
  duplicateInfo: DuplicateInfo | null;
  /** Set when the upload ended as 'error': why it was not added. */
  refusal: UploadRefusal | null;
  /** The refused file is kept in storage (listed under "Not added" until added anyway or deleted). */
  fileKept: boolean;
  /** The owner overruled "not a pitch deck": processed again without that check. */
  addedAnyway: boolean;
  /** The link it was fetched from or the email it came in (issue #31); null for a file picked from a disk. */
  source?: DeckSource | null;
  /**
   * While it waits for a reader: its place in the fair document queue (1: next), all workspaces'
   * uploads counted (ADR 0025). Null once it is being read, and after.
   */
  queuePosition: number | null;
  /**
   * Under "Not added", one row stands for every refused upload of the same file (the same bytes) in the
   * workspace: how many there were. 1 everywhere else.
   */
  attemptCount: number;
  /**
   * While it waits for the analysis model (currentStep 'waiting for model'): since when, when it tries
   * again, and why in words (issue #38). Null otherwise.
   */
  modelWait: UploadModelWait | null;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/uploads/link`: a deck fetched from a link (issue #31). */
export const uploadLinkInputSchema = z.object({ url: z.string().trim().min(1).max(2048) });
export type UploadLinkInput = z.infer<typeof uploadLinkInputSchema>;

/** Where a deck or upload came from (DeckSource in deck-links.ts): a link, or an email. */
export const deckSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('link'), url: z.string(), service: z.string().nullable() }),
  z.object({
    kind: z.literal('email'),
    from: z.string(),
    subject: z.string().nullable(),
    date: z.string().nullable(),
    url: z.string().nullable(),
    original: z.object({ from: z.string().nullable(), subject: z.string().nullable(), date: z.string().nullable() }).nullable(),
    coverNote: z.string().nullable(),
    senderVerification: z.enum(['verified', 'unverified']).nullable().optional(),
  }),
]);

/**
 * The upload item as the API answers it, for the OpenAPI document (ADR 0045); `UploadItem` above is the
 * type the code uses, and the check below keeps the two the same shape.
 */
export const uploadItemAnswerSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  status: uploadStatusSchema,
  progress: z.number().int(),
  currentStep: z.string(),
  error: z.string().nullable(),
  deckId: z.string().nullable(),
  duplicateInfo: z
    .object({
      type: z.enum(['identical_content', 'same_round', 'similar']),
      existingDeck: z.object({
        id: z.string(),
        companyName: z.string(),
        uploadedAt: z.string(),
        uploadedBy: z.object({ id: z.string(), name: z.string() }).optional(),
      }),
      companyName: z.string(),
      confidence: z.number(),
      reason: z.string(),
      newVersionOffered: z.boolean().optional(),
    })
    .nullable(),
  refusal: uploadRefusalSchema.nullable(),
  fileKept: z.boolean(),
  addedAnyway: z.boolean(),
  source: deckSourceSchema.nullable().optional(),
  queuePosition: z.number().int().nullable(),
  attemptCount: z.number().int(),
  modelWait: z.object({ since: z.string(), retryAt: z.string(), reason: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const uploadItemAnswerMatches: SameShape<z.infer<typeof uploadItemAnswerSchema>, UploadItem> = true;
void uploadItemAnswerMatches;
