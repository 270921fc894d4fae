import { z } from 'zod';
import {
  appConfigSchema,
  authConfigSchema,
  checkoutSchema,
  meSchema,
  tokenTransactionSchema,
  updateMeSchema,
} from '@pitchscope/domain/contracts/accounts';
import {
  appSettingsPatchSchema,
  grantTokensSchema,
  legalDocumentUpdateSchema,
} from '@pitchscope/domain/contracts/admin';
import { apiKeySummarySchema, createApiKeySchema, createdApiKeySchema } from '@pitchscope/domain/contracts/api-keys';
import { deckFieldsPatchSchema, deckPatchSchema } from '@pitchscope/domain/contracts/decks';
import { deckExportQuery, deckFileQuery } from '../decks/decks.routes.ts';
import { deepAnalysisExportQuery } from '../deep-analysis/deep-analysis.routes.ts';
import { aiConfigTestSchema } from '../admin/ai-config.service.ts';
import { promptUpdateSchema } from '../admin/prompts.service.ts';
import {
  analysisConfigUpdateSchema,
  categoriesUpdateSchema,
  deepResearchUpdateSchema,
  industryAnalysisUpdateSchema,
} from '../admin/industries.service.ts';

/**
 * The OpenAPI description of every /api route (ADR 15), keyed like the authorization matrix
 * ("METHOD /url" as registered). Request schemas are the zod schemas the handlers parse with, so the
 * document cannot drift from what the server accepts; responses have a schema where the contract has one.
 * A route missing here is still listed in /api/openapi.json (marked `x-undocumented`) and fails the
 * completeness test (openapi.test.ts).
 */
export interface RouteDoc {
  summary: string;
  tag: string;
  description?: string;
  /** Path parameters beyond "a string" (each `:name` of the path is documented as one otherwise). */
  params?: Record<string, { description: string; schema?: z.ZodType }>;
  query?: z.ZodObject;
  /** A JSON body, or 'multipart' for a file upload. */
  body?: z.ZodType | 'multipart';
  /** The JSON answer, when the contract has a schema of it. */
  response?: z.ZodType;
  /** Status of a successful answer (200 unless given). */
  status?: number;
  /** A non-JSON answer (a file): its media types. */
  produces?: string[];
  /** The answer in words, when it has no schema. */
  responseDescription?: string;
}

const T = {
  meta: 'Service',
  account: 'Account',
  keys: 'API keys',
  decks: 'Decks',
  uploads: 'Uploads',
  deep: 'Deep analysis',
  analysis: 'Analysis (admin)',
  admin: 'Admin',
  legal: 'Legal documents',
  auth: 'Sign-in (Better Auth)',
  docs: 'API reference',
} as const;

const deckId = { id: { description: 'The deck id' } };
const uploadId = { id: { description: 'The upload id' } };
const ok = z.object({ ok: z.literal(true) });
const deckResponse = 'The deck (see the Deck type in packages/domain/src/contracts/decks.ts).';
const uploadResponse = 'The upload item: id, fileName, status, progress, currentStep, error, deckId, duplicateInfo, refusal.';
const analysisBody = 'The spec analysis API request (deep-analysis-admin §7.1); answered in the spec envelope.';

const credentials = z.object({ email: z.string(), password: z.string() });

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /api/health': { tag: T.meta, summary: 'Health check', response: z.object({ status: z.literal('ok') }) },
  'GET /api/auth-config': { tag: T.meta, summary: 'Sign-in options (is Google sign-in on)', response: authConfigSchema },
  'GET /api/app-config': { tag: T.meta, summary: 'Public app settings (upload size limit, Google sign-in)', response: appConfigSchema },
  'GET /api/openapi.json': { tag: T.docs, summary: 'This OpenAPI document', responseDescription: 'OpenAPI 3.1 document' },
  'GET /api/docs': { tag: T.docs, summary: 'The API reference page (HTML)', produces: ['text/html'] },

  'POST /api/auth/sign-in/email': {
    tag: T.auth,
    summary: 'Sign in with email and password (sets the session cookie)',
    body: credentials,
    description: 'Limited per IP. Scripts should use an API key instead of a session.',
  },
  'POST /api/auth/sign-up/email': {
    tag: T.auth,
    summary: 'Create an account (sets the session cookie)',
    body: credentials.extend({ name: z.string() }),
  },
  'POST /api/auth/change-password': {
    tag: T.auth,
    summary: 'Change the password (Better Auth)',
    body: z.object({ currentPassword: z.string(), newPassword: z.string(), revokeOtherSessions: z.boolean().optional() }),
  },
  'GET /api/auth/*': {
    tag: T.auth,
    summary: 'Other Better Auth endpoints (session, sign-out, Google callback…)',
    params: { '*': { description: 'The rest of the path below /api/auth/' } },
  },
  'POST /api/auth/*': {
    tag: T.auth,
    summary: 'Other Better Auth endpoints (sign-out, revoke sessions, Google sign-in…)',
    params: { '*': { description: 'The rest of the path below /api/auth/' } },
  },

  'GET /api/me': { tag: T.account, summary: 'The signed-in user', response: meSchema },
  'PATCH /api/me': {
    tag: T.account,
    summary: 'Update the profile, investor profile, email or password',
    description: 'Changing the email or password needs `currentPassword`.',
    body: updateMeSchema,
    response: meSchema,
  },
  'GET /api/me/transactions': { tag: T.account, summary: 'Token ledger of the user', response: z.array(tokenTransactionSchema) },
  'POST /api/checkout': { tag: T.account, summary: 'Activate a plan', body: checkoutSchema, response: meSchema },

  'GET /api/me/api-keys': {
    tag: T.keys,
    summary: 'List your API keys (never the keys themselves)',
    response: z.array(apiKeySummarySchema),
  },
  'POST /api/me/api-keys': {
    tag: T.keys,
    summary: 'Create an API key (the key is in this answer only)',
    description: 'Needs a browser session: a request made with an API key is refused (403).',
    body: createApiKeySchema,
    response: createdApiKeySchema,
    status: 201,
  },
  'DELETE /api/me/api-keys/:id': {
    tag: T.keys,
    summary: 'Revoke an API key',
    description: 'Needs a browser session. The key stops working at once (401).',
    params: { id: { description: 'The key id' } },
    response: ok,
  },

  'GET /api/decks': { tag: T.decks, summary: 'List your decks (summaries, newest first)', responseDescription: 'Array of deck summaries.' },
  'GET /api/decks/export': {
    tag: T.decks,
    summary: 'Export your decks as a spreadsheet',
    query: deckExportQuery,
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  'GET /api/decks/:id': { tag: T.decks, summary: 'One deck with its analysis', params: deckId, responseDescription: deckResponse },
  'GET /api/decks/:id/content': {
    tag: T.decks,
    summary: 'The text read from the deck, page by page',
    params: deckId,
    responseDescription: 'rawContent, pages and the extraction result.',
  },
  'GET /api/decks/:id/figures': { tag: T.decks, summary: 'The figures the deck states (figure ledger)', params: deckId },
  'GET /api/decks/:id/file': {
    tag: T.decks,
    summary: 'Download the original file',
    params: deckId,
    query: deckFileQuery,
    produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/vnd.ms-powerpoint'],
  },
  'GET /api/decks/:id/pages/:n/image': {
    tag: T.decks,
    summary: 'One page drawn as PNG',
    params: { ...deckId, n: { description: 'Page number, from 1', schema: z.number().int().min(1) } },
    produces: ['image/png'],
  },
  'PATCH /api/decks/:id': {
    tag: T.decks,
    summary: 'Star, archive or put the deck on the dashboard',
    params: deckId,
    body: deckPatchSchema,
    responseDescription: deckResponse,
  },
  'PATCH /api/decks/:id/fields': {
    tag: T.decks,
    summary: 'Correct the facts read from the deck (the fit is rated again)',
    params: deckId,
    body: deckFieldsPatchSchema,
    responseDescription: deckResponse,
  },
  'POST /api/decks/:id/hide': { tag: T.decks, summary: 'Hide an archived deck', params: deckId, response: ok },
  'POST /api/decks/:id/recalculate-fit': {
    tag: T.decks,
    summary: 'Rate the fit with your investor profile again',
    params: deckId,
    responseDescription: deckResponse,
  },

  'POST /api/uploads': {
    tag: T.uploads,
    summary: 'Upload a deck (PDF, PPTX or PPT) in the multipart field "file"',
    body: 'multipart',
    status: 202,
    responseDescription: uploadResponse,
  },
  'GET /api/uploads/not-added': { tag: T.uploads, summary: 'Uploads that were not added (their files kept)' },
  'GET /api/uploads/:id': { tag: T.uploads, summary: 'One upload and its progress', params: uploadId, responseDescription: uploadResponse },
  'GET /api/uploads/:id/events': {
    tag: T.uploads,
    summary: 'Progress of an upload as server-sent events, until it ends',
    params: uploadId,
    produces: ['text/event-stream'],
  },
  'POST /api/uploads/:id/add-anyway': {
    tag: T.uploads,
    summary: 'Add a refused upload anyway',
    params: uploadId,
    status: 202,
    responseDescription: uploadResponse,
  },
  'DELETE /api/uploads/:id': { tag: T.uploads, summary: 'Delete a refused upload and its kept file', params: uploadId },

  'POST /api/decks/:id/deep-analysis': { tag: T.deep, summary: 'Start a deep analysis (spends a token)', params: deckId },
  'GET /api/decks/:id/deep-analysis': { tag: T.deep, summary: 'The deep analysis of a deck', params: deckId },
  'POST /api/decks/:id/smart-questions': { tag: T.deep, summary: 'Generate smart questions for the founders', params: deckId },
  'POST /api/decks/:id/data-freshness': { tag: T.deep, summary: 'Check how fresh the deck’s data is', params: deckId },
  'POST /api/decks/:id/news-intelligence': { tag: T.deep, summary: 'News about the company', params: deckId },
  'GET /api/decks/:id/deep-analysis/export': {
    tag: T.deep,
    summary: 'Export the deep analysis (Markdown, JSON or PDF)',
    params: deckId,
    query: deepAnalysisExportQuery,
    produces: ['text/markdown', 'application/json', 'application/pdf'],
  },

  'GET /api/analysis/health': { tag: T.analysis, summary: 'Analysis provider health' },
  'POST /api/analysis/extract-metadata': { tag: T.analysis, summary: 'Extract deck metadata', description: analysisBody },
  'POST /api/analysis/validate-pitch-deck': { tag: T.analysis, summary: 'Is this text a pitch deck', description: analysisBody },
  'POST /api/analysis/investor-fit-analysis': { tag: T.analysis, summary: 'Rate investor fit', description: analysisBody },
  'POST /api/analysis/deep-research': { tag: T.analysis, summary: 'Deep research on a deck', description: analysisBody },
  'POST /api/analysis/smart-questions': { tag: T.analysis, summary: 'Smart questions', description: analysisBody },
  'POST /api/analysis/data-freshness': { tag: T.analysis, summary: 'Data freshness', description: analysisBody },
  'POST /api/analysis/news-intelligence': { tag: T.analysis, summary: 'News intelligence', description: analysisBody },
  'POST /api/analysis/generateContent': { tag: T.analysis, summary: 'Free prompt to the configured model', description: analysisBody },

  'GET /api/admin/users': { tag: T.admin, summary: 'All users' },
  'POST /api/admin/users/:id/tokens': {
    tag: T.admin,
    summary: 'Grant tokens to a user',
    params: { id: { description: 'The user id' } },
    body: grantTokensSchema,
  },
  'POST /api/admin/users/:id/recalculate-balance': {
    tag: T.admin,
    summary: 'Recompute a user’s balance from the ledger',
    params: { id: { description: 'The user id' } },
  },
  'DELETE /api/admin/users/:id': {
    tag: T.admin,
    summary: 'Delete a user, their decks and files',
    params: { id: { description: 'The user id' } },
  },
  'GET /api/admin/decks': { tag: T.admin, summary: 'All decks' },
  'GET /api/admin/decks/:id/raw': { tag: T.admin, summary: 'A deck’s stored record', params: deckId },
  'DELETE /api/admin/decks/:id': { tag: T.admin, summary: 'Delete a deck and its file', params: deckId },
  'POST /api/admin/decks/:id/deep-analysis': { tag: T.admin, summary: 'Run a deep analysis for the owner', params: deckId },
  'GET /api/admin/analytics': { tag: T.admin, summary: 'Usage analytics' },
  'GET /api/admin/settings': { tag: T.admin, summary: 'Application settings' },
  'PUT /api/admin/settings': { tag: T.admin, summary: 'Change application settings', body: appSettingsPatchSchema },
  'GET /api/admin/prompts': { tag: T.admin, summary: 'Prompts' },
  'PUT /api/admin/prompts/:id': {
    tag: T.admin,
    summary: 'Save a prompt',
    params: { id: { description: 'The prompt id' } },
    body: promptUpdateSchema,
  },
  'POST /api/admin/prompts/cleanup': { tag: T.admin, summary: 'Remove prompts no feature uses' },
  'GET /api/admin/legal': { tag: T.legal, summary: 'All legal documents (admin)' },
  'PUT /api/admin/legal/:id': {
    tag: T.legal,
    summary: 'Save a legal document',
    params: { id: { description: 'The document id' } },
    body: legalDocumentUpdateSchema,
  },
  'GET /api/legal/:id': { tag: T.legal, summary: 'A legal document (terms, privacy)', params: { id: { description: 'The document id' } } },
  'GET /api/admin/industries': { tag: T.admin, summary: 'The industry system' },
  'GET /api/admin/industries/deep-research': { tag: T.admin, summary: 'Deep-research instructions per industry' },
  'PUT /api/admin/industries/deep-research': { tag: T.admin, summary: 'Save deep-research instructions', body: deepResearchUpdateSchema },
  'GET /api/admin/industries/analysis-configs': { tag: T.admin, summary: 'Analysis configurations per industry' },
  'PUT /api/admin/industries/analysis-configs': { tag: T.admin, summary: 'Save an analysis configuration', body: analysisConfigUpdateSchema },
  'GET /api/admin/industries/categories': { tag: T.admin, summary: 'Industry categories' },
  'PUT /api/admin/industries/categories': { tag: T.admin, summary: 'Save industry categories', body: categoriesUpdateSchema },
  'PUT /api/admin/industries/analysis/:industry': {
    tag: T.admin,
    summary: 'Save one industry’s analysis',
    params: { industry: { description: 'The industry name' } },
    body: industryAnalysisUpdateSchema,
  },
  'GET /api/admin/ai-config': { tag: T.admin, summary: 'AI configuration' },
  'POST /api/admin/ai-config/test': { tag: T.admin, summary: 'Send a test prompt to the provider', body: aiConfigTestSchema },
};
