/**
 * The expected answer of every /api route for each kind of caller, shared by the authorization matrix and
 * the fuzzer (which mutates the valid bodies given here). Derived from the registered routes (ADR 0045):
 * each route's access rule is the one it declares (`config: { access }`), its answers the default of that
 * rule unless ANSWERS says otherwise; so a new route is in the matrix as soon as it is registered.
 */
import { DEFAULT_PIPELINE_STAGES } from '@pitchscope/domain/pipeline';
import type { Access, RouteAccessEntry } from '../platform/http/access.ts';

export type Role = 'visitor' | 'user' | 'other' | 'admin';
export interface Answers {
  visitor: number;
  user: number;
  /** Another signed-in user; on routes of one's own resources this is the 404 that hides existence. */
  other: number;
  admin: number;
  body?: unknown;
  query?: string;
  /** An event stream that never ends by itself: the matrix reads its status and closes it. */
  stream?: true;
}
export interface Expectation extends Answers {
  access: Access;
}

const PUBLIC = (status = 200): Answers => ({ visitor: status, user: status, other: status, admin: status });
/** A signed-in route that is not about one resource: everyone signed in gets the same answer. */
const SIGNED_IN = (status = 200, admin = status): Answers => ({ visitor: 401, user: status, other: status, admin });
/** A route on user's own deck or upload: the owner gets `owner`, another user 404, the admin `admin`. */
const OWNED = (owner = 200, admin = 404): Answers => ({ visitor: 401, user: owner, other: 404, admin });
const ADMIN = (status = 200): Answers => ({ visitor: 401, user: 403, other: 403, admin: status });

/** What a route answers each caller when it is not in ANSWERS. */
const DEFAULT_ANSWERS: Record<Access, Answers> = { public: PUBLIC(), user: SIGNED_IN(), admin: ADMIN() };

const deckText =
  '--- Slide 1 ---\nBrightloop\nSmart energy monitoring\n\n--- Slide 2 ---\nThe Problem\nRestaurants waste energy';

/**
 * The routes whose answers differ from their access rule's default (DEFAULT_ANSWERS), and the valid bodies
 * and queries the matrix and the fuzzer send. A route not listed here is still called by the matrix, with
 * its default answers.
 */
export const ANSWERS: Record<string, Answers> = {
  'PATCH /api/me': { ...SIGNED_IN(), body: { displayName: 'Renamed' } },
  'POST /api/checkout': { ...SIGNED_IN(), body: { plan: 'payg' } },
  // API keys (ADR 15): each user manages their own; another user's key id answers 404, the admin's too.
  'POST /api/me/api-keys': { ...SIGNED_IN(201), body: { name: 'Matrix key' } },
  'DELETE /api/me/api-keys/:id': OWNED(200, 404),
  // Admins read any deck (and its file) but change users' decks only through /api/admin.
  'GET /api/decks/:id': OWNED(200, 200),
  'GET /api/decks/:id/content': OWNED(200, 200),
  'GET /api/decks/:id/figures': OWNED(200, 200),
  // Asking is reading (issue #32): whoever reads the deck, the admin included, may ask it.
  'POST /api/decks/:id/ask': { ...OWNED(200, 200), body: { question: 'How much are they raising?' } },
  'GET /api/decks/:id/questions': OWNED(200, 200),
  'GET /api/slides/search': { ...SIGNED_IN(), query: 'q=energy' },
  'GET /api/decks/:id/file': OWNED(200, 200),
  'GET /api/decks/:id/pages/:n/image': OWNED(200, 200),
  // Comparables and portfolio conflicts are read like the deck (issue #32, ADR 0054).
  'GET /api/decks/:id/comparables': OWNED(200, 200),
  'GET /api/decks/:id/conflicts': OWNED(200, 200),
  // The portfolio is the current workspace's: another user's company answers 404, the admin's too.
  'POST /api/portfolio/import': { ...SIGNED_IN(), body: { csv: 'name,website,sector,description\nVoltcafe,voltcafe.com,Energy,Smart energy monitoring for cafes' } },
  'GET /api/portfolio/conflicts': { ...SIGNED_IN(), query: 'deckIds=not-a-deck-of-theirs' },
  'DELETE /api/portfolio/:id': OWNED(200, 404),
  // A deck's versions are read like the deck (a deck never updated is its own v1).
  'GET /api/decks/:id/versions': OWNED(200, 200),
  'GET /api/decks/:id/versions/:n/file': OWNED(200, 200),
  'PATCH /api/decks/:id': { ...OWNED(200, 404), body: { starred: true } },
  'PATCH /api/decks/:id/fields': { ...OWNED(200, 404), body: { stage: 'Seed' } },
  'POST /api/decks/:id/fields/:field/confirm': OWNED(200, 404),
  // Only an archived deck can be hidden: the owner is told so (409), others don't learn it exists.
  'POST /api/decks/:id/hide': OWNED(409, 404),
  'POST /api/decks/:id/recalculate-fit': OWNED(400, 404),
  // A deck the model read itself has nothing to read again: the owner is told so (409).
  'POST /api/decks/:id/reread-with-model': OWNED(409, 404),

  // Share links (ADR 0020): the owner creates them; the owner or the admin lists and revokes them; anyone opens one.
  'GET /api/decks/:id/share-links': OWNED(200, 200),
  'POST /api/decks/:id/share-links': { ...OWNED(201, 404), body: { expiresInDays: 7 } },
  'DELETE /api/decks/:id/share-links/:linkId': OWNED(200, 200),
  // Workspaces (ADR 0022): "user" owns a fresh team workspace; "other" and the admin are outsiders (404).
  'POST /api/workspaces': { ...SIGNED_IN(201), body: { name: 'Matrix team' } },
  'PUT /api/me/current-workspace': { ...SIGNED_IN(404), body: { workspaceId: 'not-a-workspace-of-anyone' } },
  'GET /api/workspaces/:id': OWNED(200, 404),
  'PATCH /api/workspaces/:id': { ...OWNED(200, 404), body: { name: 'Renamed team' } },
  'PATCH /api/workspaces/:id/members/:userId': { ...OWNED(204, 404), body: { role: 'viewer' } },
  'DELETE /api/workspaces/:id/members/:userId': OWNED(204, 404),
  'POST /api/workspaces/:id/invitations': { ...OWNED(201, 404), body: { role: 'member' } },
  'DELETE /api/workspaces/:id/invitations/:invitationId': OWNED(204, 404),
  // Without INTAKE_DOMAIN (as in the matrix) there is no address to replace: the owner is told so (409).
  'GET /api/workspaces/:id/intake-address': OWNED(200, 404),
  'POST /api/workspaces/:id/intake-address': OWNED(409, 404),
  // Webhooks (ADR 0021, 0022): a workspace's, managed by its owners; outsiders (and the admin) get 404.
  'GET /api/workspaces/:id/webhooks': OWNED(200, 404),
  'POST /api/workspaces/:id/webhooks': {
    ...OWNED(201, 404),
    body: { url: 'http://127.0.0.1:9/matrix-hook', events: ['deck.added', 'deck.stage_changed'] },
  },
  'DELETE /api/workspaces/:id/webhooks/:webhookId': OWNED(200, 404),
  'POST /api/workspaces/:id/webhooks/:webhookId/test': OWNED(202, 404),
  'GET /api/workspaces/:id/webhooks/:webhookId/deliveries': OWNED(200, 404),
  // The owner is already a member (409); anyone else signed in holding the link joins.
  'POST /api/invitations/:token/accept': { visitor: 401, user: 409, other: 200, admin: 200 },
  // The deal pipeline (ADR 0016): the admin reads a deck's history like the deck, but only the owner moves it or writes notes.
  'PATCH /api/decks/:id/pipeline': { ...OWNED(200, 404), body: { stage: 'screening', note: 'Intro call booked' } },
  'GET /api/decks/:id/notes': OWNED(200, 200),
  'POST /api/decks/:id/notes': { ...OWNED(201, 404), body: { text: 'Met the **founders**' } },
  // `:noteId` is a note the owner wrote on that deck.
  'DELETE /api/decks/:id/notes/:noteId': OWNED(200, 404),
  'PUT /api/admin/pipeline/stages': {
    ...ADMIN(),
    body: { stages: DEFAULT_PIPELINE_STAGES.map((stage) => ({ id: stage.id, name: stage.name })) },
  },

  'POST /api/uploads': { ...SIGNED_IN(400), body: {} },
  // A text that is no link is refused before anything is fetched: the matrix never reaches the network.
  'POST /api/uploads/link': { ...SIGNED_IN(400), body: { url: 'not a link' } },
  'GET /api/uploads/:id': OWNED(200, 404),
  'GET /api/uploads/:id/events': OWNED(200, 404),
  // The library's change signals follow the caller's current workspace (a member's own): anyone signed in.
  'GET /api/decks/events': { ...SIGNED_IN(), stream: true },
  // The matrix's uploads are refused ones with a kept file: the owner may add them anyway or delete them.
  'POST /api/uploads/:id/add-anyway': OWNED(202, 404),
  'POST /api/uploads/:id/retry': OWNED(202, 404),
  // Only an upload offered as a new version has the choice: the owner of a refused one is told so (409).
  'POST /api/uploads/:id/add-as-version': OWNED(409, 404),
  'POST /api/uploads/:id/keep-separate': OWNED(409, 404),
  'DELETE /api/uploads/:id': OWNED(200, 404),

  'POST /api/decks/:id/deep-analysis': OWNED(200, 404),
  'GET /api/decks/:id/deep-analysis': OWNED(200, 200),
  'POST /api/decks/:id/smart-questions': OWNED(200, 404),
  'POST /api/decks/:id/data-freshness': OWNED(200, 404),
  'POST /api/decks/:id/news-intelligence': OWNED(200, 404),
  'GET /api/decks/:id/deep-analysis/export': { ...OWNED(200, 200), query: 'format=json' },

  // The spec's analysis API is the admin's tools (ADR 10): for users it would be the paid analysis for free.
  'POST /api/analysis/extract-metadata': { ...ADMIN(), body: { pitchDeckData: deckText } },
  'POST /api/analysis/validate-pitch-deck': { ...ADMIN(), body: { pitchDeckData: deckText } },
  'POST /api/analysis/investor-fit-analysis': {
    ...ADMIN(),
    body: {
      pitchDeckData: deckText,
      investorProfile: {},
      extractedMetadata: { companyName: 'Brightloop', stage: 'Seed' },
    },
  },
  'POST /api/analysis/deep-research': {
    ...ADMIN(),
    body: { pitchDeckData: deckText, industry: 'Energy / Cleantech' },
  },
  'POST /api/analysis/smart-questions': {
    ...ADMIN(),
    body: {
      industry: 'Energy',
      analysisResults: 'Good team',
      companyName: 'Brightloop',
      keyConcerns: [],
      redFlags: [],
    },
  },
  'POST /api/analysis/data-freshness': { ...ADMIN(), body: { pitchDeckData: deckText } },
  'POST /api/analysis/news-intelligence': {
    ...ADMIN(),
    body: { companyName: 'Brightloop', industry: 'Energy' },
  },
  'POST /api/analysis/structured-analysis': {
    ...ADMIN(),
    body: { pitchDeckData: deckText, companyName: 'Brightloop', industry: 'Energy' },
  },
  'POST /api/analysis/generateContent': {
    ...ADMIN(),
    body: { prompt: 'Summarise: Brightloop sells sensors.' },
  },

  'POST /api/admin/users/:id/tokens': { ...ADMIN(), body: { amount: 1, reason: 'matrix test' } },
  'PUT /api/admin/settings': { ...ADMIN(), body: { maxUploadSizeMB: 100 } },
  'PUT /api/admin/prompts/:id': { ...ADMIN(), body: { description: 'Edited by the matrix test' } },
  'PUT /api/admin/legal/:id': { ...ADMIN(), body: { title: 'Terms of Service', content: 'Be nice.' } },
  'PUT /api/admin/industries/deep-research': {
    ...ADMIN(),
    body: { industry_name: 'Fintech', deep_research: 'Focus on unit economics.' },
  },
  'PUT /api/admin/industries/analysis-configs': {
    ...ADMIN(),
    body: {
      industry_name: 'Fintech',
      specific_analysis: 'Regulation',
      specific_sections: '',
      specific_metrics: 'CAC',
      specific_focus: '',
    },
  },
  'PUT /api/admin/industries/categories': { ...ADMIN(), body: { categories: ['Fintech', 'Health'] } },
  'PUT /api/admin/industries/analysis/:industry': {
    ...ADMIN(),
    body: {
      name: 'Fintech',
      key_metrics: 'CAC, LTV',
      focus_areas: 'Regulation',
      critical_questions: 'Licence?',
    },
  },
  'POST /api/admin/ai-config/test': {
    ...ADMIN(),
    body: { service: 'primary', configType: 'analysis', testPrompt: 'Say hello' },
  },
};

/** Better Auth's own endpoints: not in the table (Better Auth owns them), except that sign-in and sign-up must be public. */
export const isBetterAuth = (url: string) => url.startsWith('/api/auth/');

/**
 * The table for the routes the app registered, keyed "METHOD /url". A route that declares no access is
 * left out here; the matrix reports it (the access hook refuses it to everyone).
 */
export function routeTable(routes: readonly RouteAccessEntry[]): Record<string, Expectation> {
  const table: Record<string, Expectation> = {};
  for (const { method, url, access } of routes) {
    if (!access || isBetterAuth(url)) continue;
    const key = `${method} ${url}`;
    table[key] = { access, ...DEFAULT_ANSWERS[access], ...ANSWERS[key] };
  }
  return table;
}
