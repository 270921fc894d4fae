/**
 * The deck record as the API answers it (`Deck` in decks.ts), for the API reference (ADR 0045). Every
 * field of the record is named, so the test app's answer check (apps/server answer-check.ts) fails a
 * route that sends a field this schema lacks; parts with a shape of their own elsewhere (the investor
 * profile used, hidden-content findings, extraction pages) are described as objects with their keys.
 */
import { z } from 'zod';
import { FACT_STATES } from '../field-sources.ts';
import { factStatesSchema } from './answer-parts.ts';
import {
  deckSourceSchema,
  deckStatusSchema,
  deepAnalysisStatusSchema,
  fieldEditSchema,
  fieldSourceSchema,
  investorFitSchema,
  metadataFieldSchema,
} from './decks.ts';

const person = z.object({ id: z.string(), name: z.string() });
const anyObject = z.record(z.string(), z.unknown());

export const initialAnalysisSchema = z.object({
  summary: z.string(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  questions: z.array(z.string()),
  detailedAnalysis: z.string(),
  industry: z.string(),
  generatedAt: z.string(),
});

/** A fact edited after a text was written from it (facts-edited-since.ts FactEditedSince). */
export const factEditedSinceSchema = z.object({
  field: metadataFieldSchema,
  label: z.string(),
  value: z.string(),
  state: z.enum(FACT_STATES),
  previousValue: z.string(),
  previousState: z.enum(FACT_STATES),
  editedAt: z.string(),
});

/** Text kept out of the analysis (hidden-content.ts HiddenContentFinding). */
export const hiddenContentFindingSchema = z.object({
  page: z.number().int(),
  kind: z.string(),
  reasons: z.array(z.string()),
  text: z.string(),
  hidden: z.boolean().optional(),
});

export const deckAnswerSchema = z.object({
  id: z.string(),
  userId: z.string(),
  workspaceId: z.string(),
  uploadedBy: person,
  companyName: z.string(),
  product: z.string(),
  stage: z.string(),
  industry: z.string(),
  geography: z.string(),
  roundSize: z.string(),
  website: z.string(),
  keyPeople: z.string(),
  uploadedAt: z.string(),
  status: deckStatusSchema,
  fileUrl: z.string().nullable(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
  pageCount: z.number().int(),
  documentPageCount: z.number().int().nullable(),
  analysis: initialAnalysisSchema.nullable(),
  shortDescription: z.string(),
  executiveSummary: z.string(),
  investorFit: investorFitSchema.nullable(),
  quickAssessment: anyObject.nullable(),
  metadataHighlights: anyObject.nullable(),
  metadataExtractedAt: z.string().nullable(),
  /** The investor profile the fit was rated against (InvestorProfile, contracts/accounts.ts). */
  investorProfileUsed: anyObject.nullable(),
  fieldSources: z.partialRecord(metadataFieldSchema, fieldSourceSchema),
  factsToCheck: z.array(metadataFieldSchema),
  factStates: factStatesSchema,
  fieldHistory: z.array(fieldEditSchema),
  factsEditedSinceAnalysis: z.array(factEditedSinceSchema).optional(),
  hiddenContent: z.array(hiddenContentFindingSchema),
  hiddenContentCheck: z.object({ checked: z.boolean(), version: z.number().int().nullable() }),
  inDashboard: z.boolean(),
  isArchived: z.boolean(),
  archivedAt: z.string().nullable(),
  hiddenFromUser: z.boolean(),
  hiddenAt: z.string().nullable(),
  starred: z.boolean(),
  starredAt: z.string().nullable(),
  pipelineStage: z.string(),
  deepAnalysisStatus: deepAnalysisStatusSchema,
  deepAnalysisFailure: z.object({ message: z.string(), tokenRefunded: z.boolean(), at: z.string() }).nullable(),
  hasDeepAnalysis: z.boolean(),
  validationError: z.string().nullable(),
  readOffline: z.object({ at: z.string(), reason: z.string() }).nullable(),
  currentVersion: z.number().int(),
  source: deckSourceSchema.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** One page of the extraction (ExtractedPage in decks.ts). */
export const extractedPageSchema = z.object({
  pageNumber: z.number().int(),
  header: z.string(),
  rawText: z.string(),
  images: z.array(z.string()),
  tables: z.array(z.string()),
  charts: z.array(z.string()),
  diagrams: z.array(z.string()),
  footer: z.string(),
  notes: z.string().optional(),
  method: z.enum(['text', 'ocr', 'none']),
  ocrText: z.string().optional(),
  hiddenContent: z.array(hiddenContentFindingSchema.omit({ page: true })).optional(),
  hiddenCheckVersion: z.number().int().optional(),
});

/** `GET /api/decks/:id/content` (DeckContent in decks.ts). */
export const deckContentAnswerSchema = z.object({
  rawContent: z.string(),
  pages: z.array(extractedPageSchema),
  /** The extraction result as stored: its structured data, document metadata and pages. */
  extraction: z
    .looseObject({
      rawContent: z.string(),
      structuredData: anyObject,
      extractedAt: z.string(),
      pages: z.array(extractedPageSchema),
      documentMetadata: anyObject,
      ocrPageCount: z.number().int().optional(),
    })
    .nullable(),
  pageImages: z.object({ available: z.boolean(), note: z.string().nullable() }).optional(),
});
