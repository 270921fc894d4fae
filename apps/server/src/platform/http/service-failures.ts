import type { FastifyRequest } from 'fastify';
import { SERVICE_FAILURES } from '@pitchscope/domain/messages';

type Failure = string | ((request: FastifyRequest) => string);

/** PATCH /api/decks/:id archives, unarchives or updates, and says which one failed. */
const deckPatchFailure = (request: FastifyRequest) => {
  const archive = (request.body as { isArchived?: unknown } | null)?.isArchived;
  if (archive === true) return SERVICE_FAILURES.archiveDeck;
  if (archive === false) return SERVICE_FAILURES.unarchiveDeck;
  return SERVICE_FAILURES.updateDeck;
};

/**
 * The spec's service-failure message of each operation, by route. Only failures of ours use them (code
 * INTERNAL): a refused request keeps its own code and message. Routes not listed answer the generic one.
 */
export const ROUTE_FAILURES: Readonly<Record<string, Failure>> = {
  'GET /api/decks': SERVICE_FAILURES.getDecks,
  'GET /api/decks/:id': SERVICE_FAILURES.getDeck,
  'POST /api/uploads': SERVICE_FAILURES.createDeck,
  'PATCH /api/decks/:id': deckPatchFailure,
  'PATCH /api/decks/:id/fields': SERVICE_FAILURES.updateDeck,
  'POST /api/decks/:id/hide': SERVICE_FAILURES.hideDeck,
  'POST /api/decks/:id/smart-questions': SERVICE_FAILURES.updateSmartQuestions,
  'POST /api/decks/:id/data-freshness': SERVICE_FAILURES.updateDataFreshness,
  'POST /api/decks/:id/news-intelligence': SERVICE_FAILURES.updateNewsIntelligence,
  'GET /api/admin/users': SERVICE_FAILURES.getUsers,
  'DELETE /api/admin/users/:id': SERVICE_FAILURES.deleteUser('an unexpected error occurred'),
  'GET /api/admin/decks': SERVICE_FAILURES.getAllDecks,
  'DELETE /api/admin/decks/:id': SERVICE_FAILURES.deleteDeck,
  'GET /api/admin/analytics': SERVICE_FAILURES.getAnalytics,
};

/** The message a failed request answers: its operation's, or undefined for the generic one. */
export function serviceFailureOf(request: FastifyRequest): string | undefined {
  const failure = ROUTE_FAILURES[`${request.method} ${request.routeOptions.url ?? ''}`];
  return typeof failure === 'function' ? failure(request) : failure;
}
