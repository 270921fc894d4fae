import { z } from 'zod';
import { MODEL_STATES } from '@pitchscope/domain/model-availability';
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
import {
  adminDeckListPageSchema,
  adminDeckListQuerySchema,
  adminUserListPageSchema,
  adminUserListQuerySchema,
} from '@pitchscope/domain/contracts/admin-lists';
import {
  apiKeySummarySchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '@pitchscope/domain/contracts/api-keys';
import {
  createdWebhookSchema,
  createWebhookSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '@pitchscope/domain/contracts/webhooks';
import { deckFieldsPatchSchema, deckPatchSchema, metadataFieldSchema, uploadLinkInputSchema } from '@pitchscope/domain/contracts/decks';
import {
  createShareLinkSchema,
  createdShareLinkSchema,
  sharedDeckSchema,
  shareLinkSummarySchema,
} from '@pitchscope/domain/contracts/share-links';
import {
  acceptedInvitationSchema,
  changeMemberRoleSchema,
  createInvitationSchema,
  createdInvitationSchema,
  createdWorkspaceSchema,
  currentWorkspaceIdSchema,
  invitationPreviewSchema,
  renamedWorkspaceSchema,
  setCurrentWorkspaceSchema,
  workspaceDetailSchema,
  workspaceListSchema,
  workspaceNameInputSchema,
} from '@pitchscope/domain/contracts/workspaces';
import { newNoteSchema, stageChangeSchema, stageListSchema } from '@pitchscope/domain/pipeline';
import {
  deckExportQuerySchema,
  deckListCountsSchema,
  deckListFiltersSchema,
  deckListPageSchema,
  deckListQuerySchema,
} from '@pitchscope/domain/contracts/deck-list';
import { deckFileQuery, pageImageQuery } from '../decks/decks.routes.ts';
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
  webhooks: 'Webhooks',
  decks: 'Decks',
  uploads: 'Uploads',
  deep: 'Deep analysis',
  analysis: 'Analysis (admin)',
  admin: 'Admin',
  legal: 'Legal documents',
  auth: 'Sign-in (Better Auth)',
  docs: 'API reference',
  pipeline: 'Pipeline',
  share: 'Share links',
  workspaces: 'Workspaces',
} as const;

const deckId = { id: { description: 'The deck id' } };
const uploadId = { id: { description: 'The upload id' } };
const ok = z.object({ ok: z.literal(true) });
const deckResponse = 'The deck (see the Deck type in packages/domain/src/contracts/decks.ts).';
const uploadResponse =
  'The upload item: id, fileName, status, progress, currentStep, error, deckId, duplicateInfo, refusal, queuePosition (its place in the document queue while it waits, 1 = next; null once it is read), attemptCount (under Not added: the refused uploads of the same file one row stands for) and modelWait (`{since,retryAt,reason}` while it waits for the analysis model, else null).';
const analysisBody =
  'The spec analysis API request (deep-analysis-admin §7.1); answered in the spec envelope.';

const credentials = z.object({ email: z.string(), password: z.string() });

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /api/health': {
    tag: T.meta,
    summary: 'Health check',
    response: z.object({
      status: z.literal('ok'),
      details: z.object({
        slideRendering: z.enum(['available', 'unavailable']),
        analysisModel: z.enum(MODEL_STATES),
      }),
    }),
  },
  'GET /api/auth-config': {
    tag: T.meta,
    summary: 'Sign-in options (is Google sign-in on)',
    response: authConfigSchema,
  },
  'GET /api/app-config': {
    tag: T.meta,
    summary: 'Public app settings (upload size limit, Google sign-in)',
    response: appConfigSchema,
  },
  'GET /api/openapi.json': {
    tag: T.docs,
    summary: 'This OpenAPI document',
    responseDescription: 'OpenAPI 3.1 document',
  },
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
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.boolean().optional(),
    }),
  },
  'GET /api/auth/*': {
    tag: T.auth,
    summary: 'Other Better Auth endpoints (session, sign-out, Google callback…)',
    description:
      '`GET /api/auth/get-session`: the session or null. `GET /api/auth/callback/google`: the Google sign-in callback.',
    params: { '*': { description: 'The rest of the path below /api/auth/' } },
  },
  'POST /api/auth/*': {
    tag: T.auth,
    summary: 'Other Better Auth endpoints (sign-out, revoke sessions, Google sign-in…)',
    description:
      '`POST /api/auth/sign-out` `{}`: ends the session at once. `POST /api/auth/update-user` `{name?,image?}`: ' +
      'name at most 100 characters. `POST /api/auth/sign-in/social` `{provider:"google", callbackURL}`: `{url}` to ' +
      'redirect to (only when Google is configured). Bodies are limited to 64 KB.',
    params: { '*': { description: 'The rest of the path below /api/auth/' } },
  },

  'GET /api/me': { tag: T.account, summary: 'The signed-in user', response: meSchema },
  'PATCH /api/me': {
    tag: T.account,
    summary: 'Update the profile, investor profile, email or password',
    description:
      'Changing the email or password needs `currentPassword`. A refusal about one field names it in `error.details` (`[{path, message}]`).',
    body: updateMeSchema,
    response: meSchema,
  },
  'GET /api/me/transactions': {
    tag: T.account,
    summary: 'Token ledger of the user',
    response: z.array(tokenTransactionSchema),
  },
  'POST /api/checkout': {
    tag: T.account,
    summary: 'Activate a plan',
    body: checkoutSchema,
    response: meSchema,
  },

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

  'GET /api/workspaces/:id/webhooks': {
    tag: T.webhooks,
    summary: 'List the workspace’s webhook endpoints, each with its newest delivery (never the secrets)',
    description: 'Owners only: a member or viewer gets 403, anyone else 404. Your personal workspace is `personal_<your user id>`.',
    params: { id: { description: 'The workspace id' } },
    response: z.array(webhookEndpointSchema),
  },
  'POST /api/workspaces/:id/webhooks': {
    tag: T.webhooks,
    summary: 'Add a webhook endpoint to the workspace (owner; its signing secret is in this answer only)',
    description:
      'Needs a browser session (403 with an API key). The URL must be https and resolve to public unicast addresses only; ' +
      'private, loopback, link-local, metadata, reserved, documentation and IPv6-embedded IPv4 (mapped, compatible, 6to4, Teredo, NAT64) ' +
      'addresses are refused (400); the admin setting "allow private webhook targets" opens http and the private network only. ' +
      'The endpoint receives the events of every deck in the workspace, whoever uploaded it.',
    params: { id: { description: 'The workspace id' } },
    body: createWebhookSchema,
    response: createdWebhookSchema,
    status: 201,
  },
  'DELETE /api/workspaces/:id/webhooks/:webhookId': {
    tag: T.webhooks,
    summary: 'Delete a webhook endpoint and its delivery log (owner)',
    params: { id: { description: 'The workspace id' }, webhookId: { description: 'The endpoint id' } },
    response: ok,
  },
  'POST /api/workspaces/:id/webhooks/:webhookId/test': {
    tag: T.webhooks,
    summary: 'Send a `webhook.test` event to this endpoint (owner; queued; answers the delivery)',
    params: { id: { description: 'The workspace id' }, webhookId: { description: 'The endpoint id' } },
    response: webhookDeliverySchema,
    status: 202,
  },
  'GET /api/workspaces/:id/webhooks/:webhookId/deliveries': {
    tag: T.webhooks,
    summary: 'The endpoint’s newest deliveries (status, attempts, last status code and error), newest first (owner)',
    params: { id: { description: 'The workspace id' }, webhookId: { description: 'The endpoint id' } },
    response: z.array(webhookDeliverySchema),
  },

  'GET /api/decks': {
    tag: T.decks,
    summary: 'One page of your decks: search, filters and sort (keyset cursor)',
    query: deckListQuerySchema,
    response: deckListPageSchema,
  },
  'GET /api/decks/counts': {
    tag: T.decks,
    summary: 'The summary cards and how many decks the filters match in each section (one query)',
    query: deckListFiltersSchema,
    response: deckListCountsSchema,
  },
  'GET /api/decks/export': {
    tag: T.decks,
    summary: 'Export your decks as a spreadsheet',
    query: deckExportQuerySchema,
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  'GET /api/decks/:id': {
    tag: T.decks,
    summary: 'One deck with its analysis',
    params: deckId,
    responseDescription: deckResponse,
  },
  'GET /api/decks/:id/content': {
    tag: T.decks,
    summary: 'The text read from the deck, page by page',
    params: deckId,
    responseDescription: 'rawContent, pages and the extraction result.',
  },
  'GET /api/decks/:id/figures': {
    tag: T.decks,
    summary: 'The figures the deck states (figure ledger)',
    params: deckId,
  },
  'GET /api/decks/:id/file': {
    tag: T.decks,
    summary: 'Download the original file',
    params: deckId,
    query: deckFileQuery,
    produces: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.ms-powerpoint',
    ],
  },
  'GET /api/decks/:id/pages/:n/image': {
    tag: T.decks,
    summary: 'One page drawn as an image',
    params: { ...deckId, n: { description: 'Page number, from 1', schema: z.number().int().min(1) } },
    query: pageImageQuery,
    produces: ['image/png', 'image/webp'],
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
  'POST /api/decks/:id/fields/:field/confirm': {
    tag: T.decks,
    summary: 'Confirm a fact as read from the deck (a Check fact becomes stated; the fit is rated again)',
    params: { ...deckId, field: { description: 'The fact, e.g. stage', schema: metadataFieldSchema } },
    responseDescription: deckResponse,
  },
  'PATCH /api/decks/:id/pipeline': {
    tag: T.pipeline,
    summary: 'Move the deck to another deal stage (Passed needs a coded reason)',
    params: deckId,
    body: stageChangeSchema,
    responseDescription:
      'The stage change: the deck id, its new stage and the history entry written (StageChangeResponse).',
  },
  'GET /api/decks/:id/notes': {
    tag: T.pipeline,
    summary: "The deck's history: notes and stage changes, newest first",
    params: deckId,
    responseDescription: 'DeckTimelineResponse (packages/domain/src/contracts/pipeline.ts).',
  },
  'POST /api/decks/:id/notes': {
    tag: T.pipeline,
    summary: 'Add a note (markdown) to the deck',
    params: deckId,
    body: newNoteSchema,
    status: 201,
    responseDescription: 'The note as a TimelineEntry.',
  },
  'DELETE /api/decks/:id/notes/:noteId': {
    tag: T.pipeline,
    summary: 'Delete one of your notes',
    params: { ...deckId, noteId: { description: 'The note id' } },
    response: z.object({ deleted: z.literal(true) }),
  },
  'GET /api/pipeline/stages': {
    tag: T.pipeline,
    summary: 'The deal stages in board order',
    responseDescription: 'PipelineStagesResponse.',
  },
  'GET /api/pipeline/board': {
    tag: T.pipeline,
    summary: "Your active decks by deal stage (at most 100 per column) with each column's count",
    responseDescription: 'PipelineBoardResponse.',
  },
  'PUT /api/admin/pipeline/stages': {
    tag: T.admin,
    summary: 'Save the deal stage list (a stage left out is removed; its decks move to New)',
    body: stageListSchema,
    responseDescription: 'PipelineStagesResponse.',
  },
  'GET /api/decks/:id/share-links': {
    tag: T.share,
    summary: "The deck's share links, newest first, with their views (never the links themselves)",
    description: 'The owner, or an admin. Revoked and expired links are listed too, with their status.',
    params: deckId,
    response: z.array(shareLinkSummarySchema),
  },
  'POST /api/decks/:id/share-links': {
    tag: T.share,
    summary: 'Share the deck read-only: a link anyone can open without an account (the URL is in this answer only)',
    description:
      'Only the owner. `expiresInDays` (1–365) makes the link stop working after that many days; absent or null, it works until revoked. At most 20 working links per deck (409).',
    params: deckId,
    body: createShareLinkSchema,
    response: createdShareLinkSchema,
    status: 201,
  },
  'DELETE /api/decks/:id/share-links/:linkId': {
    tag: T.share,
    summary: 'Revoke a share link (it stops working at once)',
    description: 'The owner, or an admin. The link stays listed as revoked, with its views.',
    params: { ...deckId, linkId: { description: 'The share link id' } },
    response: shareLinkSummarySchema,
  },
  'GET /api/workspaces': {
    tag: T.workspaces,
    summary: "The signed-in user's workspaces (personal first) with their role, and the current one",
    response: workspaceListSchema,
  },
  'POST /api/workspaces': {
    tag: T.workspaces,
    summary: 'Create a team workspace: the creator is its owner and it becomes current',
    body: workspaceNameInputSchema,
    response: createdWorkspaceSchema,
    status: 201,
  },
  'PUT /api/me/current-workspace': {
    tag: T.workspaces,
    summary: 'Switch the current workspace (uploads land there, the library shows it); members only',
    body: setCurrentWorkspaceSchema,
    response: currentWorkspaceIdSchema,
  },
  'GET /api/workspaces/:id': {
    tag: T.workspaces,
    summary: 'A workspace with its members; pending invitations for owners only',
    description: 'Not a member: 404.',
    params: { id: { description: 'The workspace id' } },
    response: workspaceDetailSchema,
  },
  'PATCH /api/workspaces/:id': {
    tag: T.workspaces,
    summary: 'Rename a workspace (owner)',
    params: { id: { description: 'The workspace id' } },
    body: workspaceNameInputSchema,
    response: renamedWorkspaceSchema,
  },
  'PATCH /api/workspaces/:id/members/:userId': {
    tag: T.workspaces,
    summary: "Change a member's role (owner); the last owner cannot be demoted (409)",
    params: { id: { description: 'The workspace id' }, userId: { description: "The member's user id" } },
    body: changeMemberRoleSchema,
    status: 204,
    responseDescription: 'No content.',
  },
  'DELETE /api/workspaces/:id/members/:userId': {
    tag: T.workspaces,
    summary: 'Remove a member (owner), or leave (your own id); the last owner cannot (409)',
    description: "The removed member's decks stay in the workspace; their current workspace becomes their personal one.",
    params: { id: { description: 'The workspace id' }, userId: { description: "The member's user id" } },
    status: 204,
    responseDescription: 'No content.',
  },
  'POST /api/workspaces/:id/invitations': {
    tag: T.workspaces,
    summary: 'Invite someone (owner): a single-use link valid 7 days, shown in this answer only',
    description: 'Not for a personal workspace (409).',
    params: { id: { description: 'The workspace id' } },
    body: createInvitationSchema,
    response: createdInvitationSchema,
    status: 201,
  },
  'DELETE /api/workspaces/:id/invitations/:invitationId': {
    tag: T.workspaces,
    summary: 'Revoke a pending invitation (owner)',
    params: { id: { description: 'The workspace id' }, invitationId: { description: 'The invitation id' } },
    status: 204,
    responseDescription: 'No content.',
  },
  'GET /api/invitations/:token': {
    tag: T.workspaces,
    summary: 'What an invitation link offers (signed in)',
    description: 'Unknown: 404. Expired, revoked or already used: 410 INVITATION_GONE, each with its own message.',
    params: { token: { description: 'The token of the invitation link (the last part of its URL)' } },
    response: invitationPreviewSchema,
  },
  'POST /api/invitations/:token/accept': {
    tag: T.workspaces,
    summary: 'Accept an invitation: join with its role; the workspace becomes current',
    description: 'Already a member: 409.',
    params: { token: { description: 'The token of the invitation link' } },
    response: acceptedInvitationSchema,
  },
  'GET /api/share/:token': {
    tag: T.share,
    summary: 'A shared deck: its stated facts, summaries and deep-analysis report (no session needed)',
    description:
      'Public, limited per client address (60 a minute), counted as a view. Never the investor profile, the fit, the verdict, notes, the owner or other decks. Sent with `X-Robots-Tag: noindex` and `Cache-Control: no-store`. A revoked, expired or unknown link answers 410 SHARE_LINK_UNAVAILABLE.',
    params: { token: { description: 'The token of the link (the last part of its URL)' } },
    response: sharedDeckSchema,
  },
  'POST /api/decks/:id/hide': {
    tag: T.decks,
    summary: 'Hide an archived deck',
    params: deckId,
    response: ok,
  },
  'POST /api/decks/:id/recalculate-fit': {
    tag: T.decks,
    summary: 'Rate the fit with your investor profile again',
    params: deckId,
    responseDescription: deckResponse,
  },
  'POST /api/decks/:id/reread-with-model': {
    tag: T.decks,
    summary: 'Have the analysis model read a deck read offline again',
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
  'POST /api/uploads/link': {
    tag: T.uploads,
    summary: 'Fetch a deck from a link (a file, or a Google Drive, Dropbox or OneDrive share link)',
    body: uploadLinkInputSchema,
    status: 202,
    responseDescription: uploadResponse,
  },
  'GET /api/uploads/not-added': { tag: T.uploads, summary: 'Uploads that were not added (their files kept)' },
  'GET /api/uploads/:id': {
    tag: T.uploads,
    summary: 'One upload and its progress',
    params: uploadId,
    responseDescription: uploadResponse,
  },
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
  'POST /api/uploads/:id/retry': {
    tag: T.uploads,
    summary: 'Retry an upload that waited in vain for the analysis model',
    params: uploadId,
    status: 202,
    responseDescription: uploadResponse,
  },
  'DELETE /api/uploads/:id': {
    tag: T.uploads,
    summary: 'Delete a refused upload and its kept file',
    params: uploadId,
  },

  'POST /api/decks/:id/deep-analysis': {
    tag: T.deep,
    summary: 'Start a deep analysis (spends a token)',
    params: deckId,
  },
  'GET /api/decks/:id/deep-analysis': { tag: T.deep, summary: 'The deep analysis of a deck', params: deckId },
  'POST /api/decks/:id/smart-questions': {
    tag: T.deep,
    summary: 'Generate smart questions for the founders',
    params: deckId,
  },
  'POST /api/decks/:id/data-freshness': {
    tag: T.deep,
    summary: 'Check how fresh the deck’s data is',
    params: deckId,
  },
  'POST /api/decks/:id/news-intelligence': { tag: T.deep, summary: 'News about the company', params: deckId },
  'GET /api/decks/:id/deep-analysis/export': {
    tag: T.deep,
    summary: 'Export the deep analysis (Markdown, JSON or PDF)',
    params: deckId,
    query: deepAnalysisExportQuery,
    produces: ['text/markdown', 'application/json', 'application/pdf'],
  },

  'GET /api/analysis/health': { tag: T.analysis, summary: 'Analysis provider health' },
  'POST /api/analysis/extract-metadata': {
    tag: T.analysis,
    summary: 'Extract deck metadata',
    description: analysisBody,
  },
  'POST /api/analysis/validate-pitch-deck': {
    tag: T.analysis,
    summary: 'Is this text a pitch deck',
    description: analysisBody,
  },
  'POST /api/analysis/investor-fit-analysis': {
    tag: T.analysis,
    summary: 'Rate investor fit',
    description: analysisBody,
  },
  'POST /api/analysis/deep-research': {
    tag: T.analysis,
    summary: 'Deep research on a deck',
    description: analysisBody,
  },
  'POST /api/analysis/smart-questions': {
    tag: T.analysis,
    summary: 'Smart questions',
    description: analysisBody,
  },
  'POST /api/analysis/data-freshness': {
    tag: T.analysis,
    summary: 'Data freshness',
    description: analysisBody,
  },
  'POST /api/analysis/news-intelligence': {
    tag: T.analysis,
    summary: 'News intelligence',
    description: analysisBody,
  },
  'POST /api/analysis/structured-analysis': {
    tag: T.analysis,
    summary: 'Structured analysis of a deck or of a given analysis',
    description: analysisBody,
  },
  'POST /api/analysis/generateContent': {
    tag: T.analysis,
    summary: 'Free prompt to the configured model',
    description: analysisBody,
  },

  'GET /api/admin/users': {
    tag: T.admin,
    summary: 'One page of all users: search and sort (keyset cursor)',
    query: adminUserListQuerySchema,
    response: adminUserListPageSchema,
  },
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
  'GET /api/admin/decks': {
    tag: T.admin,
    summary: 'One page of every user’s decks, newest first: search (keyset cursor)',
    query: adminDeckListQuerySchema,
    response: adminDeckListPageSchema,
  },
  'GET /api/admin/decks/:id/raw': { tag: T.admin, summary: 'A deck’s stored record', params: deckId },
  'DELETE /api/admin/decks/:id': { tag: T.admin, summary: 'Delete a deck and its file', params: deckId },
  'POST /api/admin/decks/:id/deep-analysis': {
    tag: T.admin,
    summary: 'Run a deep analysis for the owner',
    params: deckId,
  },
  'GET /api/admin/analytics': { tag: T.admin, summary: 'Usage analytics' },
  'GET /api/admin/model-health': { tag: T.admin, summary: 'The analysis model\'s state and last error' },
  'GET /api/admin/engine-labels': { tag: T.admin, summary: "Investors' corrections as labelled data (zip)" },
  'GET /api/admin/settings': { tag: T.admin, summary: 'Application settings' },
  'GET /api/admin/settings/server': {
    tag: T.admin,
    summary: 'What this server can do (slide rendering through LibreOffice)',
  },
  'PUT /api/admin/settings': {
    tag: T.admin,
    summary: 'Change application settings',
    body: appSettingsPatchSchema,
  },
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
  'GET /api/legal/:id': {
    tag: T.legal,
    summary: 'A legal document (terms, privacy)',
    params: { id: { description: 'The document id' } },
  },
  'GET /api/admin/industries': { tag: T.admin, summary: 'The industry system' },
  'GET /api/admin/industries/deep-research': {
    tag: T.admin,
    summary: 'Deep-research instructions per industry',
  },
  'PUT /api/admin/industries/deep-research': {
    tag: T.admin,
    summary: 'Save deep-research instructions',
    body: deepResearchUpdateSchema,
  },
  'GET /api/admin/industries/analysis-configs': {
    tag: T.admin,
    summary: 'Analysis configurations per industry',
  },
  'PUT /api/admin/industries/analysis-configs': {
    tag: T.admin,
    summary: 'Save an analysis configuration',
    body: analysisConfigUpdateSchema,
  },
  'GET /api/admin/industries/categories': { tag: T.admin, summary: 'Industry categories' },
  'PUT /api/admin/industries/categories': {
    tag: T.admin,
    summary: 'Save industry categories',
    body: categoriesUpdateSchema,
  },
  'PUT /api/admin/industries/analysis/:industry': {
    tag: T.admin,
    summary: 'Save one industry’s analysis',
    params: { industry: { description: 'The industry name' } },
    body: industryAnalysisUpdateSchema,
  },
  'GET /api/admin/ai-config': { tag: T.admin, summary: 'AI configuration' },
  'POST /api/admin/ai-config/test': {
    tag: T.admin,
    summary: 'Send a test prompt to the provider',
    body: aiConfigTestSchema,
  },
};

/** Notes per route (from the hand-written table docs/api.md had before the OpenAPI document; keep them true). */
export const ROUTE_NOTES: Record<string, string> = {
  'GET /api/health':
    "Answer: `{status:'ok', details:{slideRendering:'available'|'unavailable', analysisModel:'ok'|'unreachable'|'rate-limited'}}` (LibreOffice for PowerPoint slide images; the analysis model's state, checked at most once a minute by listing its models, never spending tokens).",
  'POST /api/auth/sign-up/email':
    'Input: `{name,email,password}`. Answer: Better Auth user + session cookie.',
  'POST /api/auth/sign-in/email': 'Input: `{email,password}`. Answer: session cookie.',
  'POST /api/auth/change-password':
    "Input: `{currentPassword,newPassword,revokeOtherSessions?}`. Answer: Better Auth's; same password policy.",
  'GET /api/auth-config': 'Answer: `AuthConfig {googleEnabled}`.',
  'GET /api/app-config': 'Answer: `AppConfig {googleEnabled, maxUploadSizeMB, mailEnabled, readOfflineWhenModelDown}` (the last: while the analysis model is down, uploads are read by the local engine rather than waiting).',
  'GET /api/me': 'Answer: `Me`.',
  'PATCH /api/me':
    "Input: `UpdateMeInput` (`currentPassword` required with `email` or `password`; 10 such attempts a minute per user). Answer: `Me`; a new password ends the user's other sessions; an email already registered is not taken but answered like a free one (ADR 6). A refusal about one field names it in `error.details` (`[{path, message}]`: `password` for the password policy, `currentPassword` for a wrong current password, `email`, `displayName`). `investorProfile.rangesSetByUser` lists the ranges the user set, counted by the completeness score (ADR 32).",
  'GET /api/me/transactions':
    "Answer: `TokenTransaction[]` newest first; a deep analysis's escrow (`spent`) carries its `outcome` (`held` while the run works, then `charged` or `refunded`) and a `reason` that says so.",
  'POST /api/checkout': "Input: `{plan:'payg'|'subscription'}`. Answer: `Me`.",
  'GET /api/legal/:id': 'Input: id = terms-of-service / privacy-policy. Answer: `LegalDocument`.',
  'GET /api/decks':
    'Answer: `{ items: DeckSummary[], nextCursor }` (own, not hidden): `limit` 1–100 (default 50), `cursor` from the previous page (opaque; a cursor of another sort is refused with 400), `q` searches company, product, industry and location (every word; product, industry and location only when the deck states them or the investor set them, never an assumed default, ADR 0039), filters (section, status, fit and each criterion, industry, stage, location, starred, deal stage `pipelineStage` (stage ids, comma-separated), uploaded from/to) and `sort`/`dir`. A `DeckSummary` is the `Deck` without `analysis`, `quickAssessment`, `metadataHighlights`, `investorProfileUsed`, `fieldHistory` (the deck page reads them from `GET /api/decks/:id`). Unknown parameters and bad values answer 400 naming the problem (ADR 18).',
  'GET /api/decks/export':
    "Input: `?format=csv|xlsx` (default csv) and the list's filters and sort. Answer: the user's visible decks (those the filters match), streamed as CSV (UTF-8 with BOM, RFC 4180) or Excel: facts (an unstated one marked \"(assumed)\"), overall fit label, each criterion and its reason, status, deep analysis, starred, archived, uploaded, file, link; cells that start like a formula are prefixed with `'`.",
  'GET /api/decks/:id':
    "Answer: `Deck`; `factStates` gives each fact's state (`stated`, `assumed`, `not_found`, `check`, `edited`; list rows, board cards and admin rows carry it too), and the analysis's \"Facts read from the deck\" is written with the current facts; `factsEditedSinceAnalysis` lists the facts edited since the analysis was written whose earlier value its texts or the summaries still quote (ADR 0039); `hiddenContent` lists text a reader cannot see and instructions aimed at an AI model that extraction kept out of the text (`HiddenContentFinding[]`: `{page, kind: 'hidden-text' | 'instruction', reasons, text}`, ADR 19); `hiddenContentCheck: {checked, version}` says whether extraction looked for it at all (decks extracted before detection existed: `checked: false`, shown as \"Not checked for hidden text\")",
  'GET /api/decks/:id/content':
    "Answer: `DeckContent`, with `pageImages: {available, note}` (whether the viewer gets page images; the note says why not); a page's `hiddenContent` holds its findings (absent when none).",
  'GET /api/decks/:id/figures':
    "Answer: `DeckFiguresResponse` (`packages/domain/src/figures/figure.ts`): the figure ledger made at ingestion (null for a deck with no text) and the checks' findings, judged at the request date. Owner, or an admin, as for the deck.",
  'GET /api/decks/:id/file':
    'Input: `?view=1`. Answer: the original file: an attachment; with `view`, a PDF inline for the browser viewer under `Content-Security-Policy: sandbox`.',
  'GET /api/decks/:id/pages/:n/image':
    'Input: `?w=480|1600` (default 1600), `?v=` image version. Answer: PNG (WebP for picture-heavy pages) of page n, `w` px wide; PPT/PPTX drawn from their LibreOffice PDF (404 with a note without LibreOffice). Drawn once per page and width and stored; `ETag` (304 on `If-None-Match`), `Cache-Control: private, max-age=31536000, immutable` when `v` is the current version (else `max-age=86400`).',
  'PATCH /api/decks/:id': 'Input: `{starred?, isArchived?, inDashboard?}`. Answer: `Deck`.',
  'PATCH /api/decks/:id/fields':
    'Input: `DeckFieldsPatch`: any of `companyName`, `product`, `industry`, `stage`, `roundSize`, `geography`, `website`, `keyPeople`, `shortDescription`, `executiveSummary` (strings, trimmed, at most `FIELD_EDIT_MAX_LENGTHS`; `""` = not stated, not allowed for `companyName`; at least one). `stage`, `roundSize` and `geography` are taken from extraction\'s vocabulary and stored in its form (issue #36): a stage names one of the spec\'s stages ("seed round" → "Seed"), a round gives an amount and a currency ("EUR 1.5M" → "€1.5M"), a location names a city or country of the gazetteer ("helsinki" → "Helsinki, Finland"); anything else is 400 VALIDATION_FAILED with the reason. Answer: `Deck` with each edited fact\'s source `user`, its previous value and source appended to `fieldHistory`, and the fit rated again (unless the upload is still processing); 30 a minute per user (`FIELD_EDITS_PER_MINUTE`, 429 RATE_LIMITED).',
  'POST /api/decks/:id/fields/:field/confirm':
    'No body. Answer: `Deck` with the fact\'s source `user` (keeping its slides), a history entry whose value equals the value it replaced (a confirmation, "Confirmed by <name>"; not counted as a correction), it leaves `factsToCheck`, and the fit rated again. 409 CONFLICT for a fact with nothing found; shares the edits\' limit (`FIELD_EDITS_PER_MINUTE`). Owner or member only (viewer 403).',
  'POST /api/decks/:id/hide': 'Answer: `{ok:true}` (only an archived deck can be hidden).',
  'POST /api/decks/:id/recalculate-fit':
    'Answer: `Deck` (400 NO_INVESTOR_PROFILE style message when no profile).',
  'POST /api/decks/:id/reread-with-model':
    'No body. Answer: 202 `Deck`, its re-reading queued: the model reads the stored pages again, its facts replace the local engine\'s (the investor\'s corrections kept), the fit is rated again and `readOffline` is cleared. 409 CONFLICT when the deck was not read offline or no analysis model is in use. Owner or member only (viewer 403).',
  'POST /api/uploads': 'Input: multipart, field `file`. Answer: 202 `UploadItem`.',
  'POST /api/uploads/link':
    'Input: `{url}`. Answer: 202 `UploadItem` with `source` `{kind:"link",url,service}`: the file is fetched (share links in their download form; public addresses only, every redirect checked; within the upload size limit and `LINK_DOWNLOAD_TIME_LIMIT_SECONDS`) and received like an upload. 400 BAD_REQUEST with the reason for a viewer page (DocSend, Pitch, Notion…), a private address, no answer or a non-2xx answer; 413 over the size limit; 415 (kept under Not added) when it is not a PDF, PPT or PPTX; limited like uploads.',
  'GET /api/uploads/not-added':
    'Answer: `UploadItem[]` (own, of the current workspace) that ended in an error with their file kept ("Not added": `error` is the reason, `refusal` its kind), newest first; one per distinct file (same bytes), the newest refusal of it, `attemptCount` saying how many.',
  'GET /api/uploads/:id': 'Answer: `UploadItem`.',
  'GET /api/uploads/:id/events': 'Answer: SSE stream of `UploadItem` until terminal.',
  'POST /api/uploads/:id/add-anyway':
    'Answer: 202 `UploadItem` running again without the pitch-deck check (duplicates, metadata, fit still run); 409 CONFLICT unless refused as `not_pitch_deck` with its file kept; limited like uploads (60 a minute per user).',
  'POST /api/uploads/:id/retry':
    'Answer: 202 `UploadItem` running the whole pipeline again (validation included); 409 CONFLICT unless it ended as `model_unavailable` with its file kept; limited like uploads (60 a minute per user).',
  'DELETE /api/uploads/:id':
    'Answer: `{ok:true}`: an upload that ended in an error and its kept file, with the other refused uploads of the same file (409 for one in progress or one that became a deck).',
  'POST /api/decks/:id/deep-analysis':
    'Answer: `StartDeepAnalysisResponse` (402 INSUFFICIENT_TOKENS, 409 ANALYSIS_ALREADY_RUNNING).',
  'GET /api/decks/:id/deep-analysis':
    'Answer: `DeepAnalysis` (404 when none), with `factsEditedSince`: the facts edited after the report was written, each `{field, label, value, state, previousValue, previousState, editedAt}` (the report quotes the earlier values; it is not rewritten, ADR 0039); `supportingWrittenAt` says when each supporting text (`smartQuestions`, `dataFreshness`, `newsIntelligence`) was written (null: not generated, or before this was recorded) and `supportingFactsEditedSince` lists the facts edited after each was written (ADR 0048).',
  'POST /api/decks/:id/smart-questions':
    "Answer: `{smartQuestions:string}` (generated and saved). Only once the deck's deep analysis was delivered (409 DEEP_ANALYSIS_REQUIRED before); 5 a minute per user (`ANALYSIS_CALLS_PER_MINUTE`, 429 RATE_LIMITED) (ADR 10).",
  'POST /api/decks/:id/data-freshness':
    'Answer: `{dataFreshness:string}`; same conditions as smart-questions.',
  'POST /api/decks/:id/news-intelligence':
    'Answer: `{newsIntelligence:string}`; same conditions as smart-questions.',
  'GET /api/decks/:id/deep-analysis/export':
    'Input: `?format=md|json|pdf`. Answer: file download; Markdown and PDF carry "Overall fit: {label}", JSON `deck.investorFitLabel` (the deck\'s match label, or null).',
  'POST /api/analysis/extract-metadata': 'Input: `{pitchDeckData}`. Answer: `{success,message,data}`.',
  'POST /api/analysis/validate-pitch-deck':
    'Input: `{pitchDeckData}`. Answer: `{success,message,data:{data:{isValid,reasoning}}}`.',
  'POST /api/analysis/investor-fit-analysis':
    'Input: `{pitchDeckData,investorProfile,extractedMetadata}`. Answer: `{success,message,data:{investorFit}}`.',
  'POST /api/analysis/deep-research':
    'Input: `{pitchDeckData,industry,deckId}`. Answer: `{success,message,data:{estimatedTime,response}}`.',
  'POST /api/analysis/smart-questions':
    'Input: `{industry,analysisResults,companyName,keyConcerns,redFlags}`. Answer: `{success,message,data:{questions}}`.',
  'POST /api/analysis/data-freshness':
    'Input: `{pitchDeckData}`. Answer: `{success,message,data:{response}}`.',
  'POST /api/analysis/news-intelligence':
    'Input: `{companyName,industry,location,website,keyPeople,deckId}`. Answer: `{success,message,data:{newsIntelligence}}`.',
  'POST /api/analysis/structured-analysis':
    'Input: `{pitchDeckData}` or `{companyName,industry,stage,roundSize,analysis}` (an analysis given is structured without calling the engine). Answer: `{success,message,data:{structuredAnalysis}}`.',
  'POST /api/analysis/generateContent':
    'Input: `{prompt,model?,temperature?,deckId?}`. Answer: `{success,message,data:{response}}`.',
  'GET /api/analysis/health': 'Answer: `{success,message,data:{healthy,provider,model}}`.',
  'GET /api/admin/users':
    'Answer: `{ items: AdminUserRow[], nextCursor }`: `limit` 1–100 (default 50), `cursor` from the previous page (opaque; a cursor of another sort is refused with 400), `q` matches part of the name (the display name, else the e-mail’s local part) or the e-mail, `sort` name | email | balance | joined (default) | decks with `dir` (A→Z for name and email, largest/newest first otherwise). Unknown parameters and bad values answer 400.',
  'POST /api/admin/users/:id/tokens': 'Input: `{amount,reason}`. Answer: `AdminUserRow`.',
  'POST /api/admin/users/:id/recalculate-balance': 'Answer: `RecalculationResult`.',
  'DELETE /api/admin/users/:id':
    'Answer: `{ok:true}` (409 for an admin); runs still in progress are refunded first, in the same transaction (ADR 10).',
  'GET /api/admin/decks':
    'Answer: `{ items: AdminDeckRow[], nextCursor }` newest upload first (`dir=asc` for oldest first): `limit` 1–100 (default 50), `cursor` from the previous page (opaque; 400 when it is not one), `q` matches part of the company, or of the industry or stage where the deck states them or its investor set them (an assumed value is not searched, ADR 0048). Unknown parameters and bad values answer 400.',
  'GET /api/admin/decks/:id/raw':
    'Answer: `{deck: Deck, content: DeckContent, deepAnalysis: DeepAnalysis|null}`.',
  'DELETE /api/admin/decks/:id':
    'Answer: `{ok:true}`; a run still in progress is failed and its token refunded in the same transaction (ADR 10).',
  'POST /api/admin/decks/:id/deep-analysis': 'Answer: manual trigger (no token), `{deckId,status}`.',
  'GET /api/admin/model-health':
    'Answer: `{state, provider, checkedAt, lastError:{message,at}|null}`: the analysis model as the last check or model call saw it (issue #38).',
  'GET /api/admin/analytics':
    'Answer: `AdminAnalytics`; `fieldCorrections`: of the decks with extracted facts, per fact how many their owner changed (`PATCH /api/decks/:id/fields` to a different value) and the share in percent (ADR 12).',
  'GET /api/admin/engine-labels':
    "Answer: a zip (`application/zip`): `labels.tsv` in the evaluation corpus's columns (one row per deck whose owner edited or confirmed a fact, or added a refused document anyway; blank = no label, `unknown` = the investor emptied the fact) and `texts/<sha256>.json`, each deck's extracted slides. Input of `npm run engine:fit`. Recorded in the admin audit log.",
  'GET /api/admin/settings': 'Input: `Partial<AppSettings>`. Answer: `AppSettings`.',
  'PUT /api/admin/settings': 'Input: `Partial<AppSettings>`. Answer: `AppSettings`.',
  'GET /api/admin/settings/server':
    'Answer: `ServerCapabilities`: `{slideRendering:{available, sofficePath, reason}}`, found at start-up.',
  'GET /api/admin/prompts': 'Answer: `Prompt[]`.',
  'PUT /api/admin/prompts/:id': 'Input: `Prompt` fields. Answer: `Prompt`.',
  'POST /api/admin/prompts/cleanup': 'Answer: `{removed:string[], active:number}`.',
  'GET /api/admin/legal': 'Answer: `LegalDocument[]` ordered by title (auto-created when absent).',
  'PUT /api/admin/legal/:id': 'Input: `{title,content}`. Answer: `LegalDocument` (version + 1).',
  'GET /api/admin/industries': 'Answer: `{success,data:{hierarchy,total_industries,total_sub_industries}}`.',
  'GET /api/admin/industries/deep-research':
    'Input: `{industry_name,deep_research}`. Answer: `{success,data}` keyed by industry.',
  'PUT /api/admin/industries/deep-research':
    'Input: `{industry_name,deep_research}`. Answer: `{success,data}` keyed by industry.',
  'GET /api/admin/industries/analysis-configs':
    "Input: `{industry_name,sub_industry_name?,specific_analysis,specific_sections,specific_metrics,specific_focus}`. Answer: `{success,data:{data}}` keyed by industry or 'industry:sub'.",
  'PUT /api/admin/industries/analysis-configs':
    "Input: `{industry_name,sub_industry_name?,specific_analysis,specific_sections,specific_metrics,specific_focus}`. Answer: `{success,data:{data}}` keyed by industry or 'industry:sub'.",
  'GET /api/admin/industries/categories': 'Answer: `{categories, specific_analysis}`.',
  'PUT /api/admin/industries/categories': 'Input: `{categories}`. Answer: `{success}`.',
  'PUT /api/admin/industries/analysis/:industry':
    'Input: `{name,key_metrics,focus_areas,critical_questions}`. Answer: `{success}`.',
  'GET /api/admin/ai-config': 'Answer: `{success,data:{models,configurations,prompts,message}}`.',
  'POST /api/admin/ai-config/test': 'Input: `{service,configType,testPrompt}`. Answer: `{success,data}`.',
};
