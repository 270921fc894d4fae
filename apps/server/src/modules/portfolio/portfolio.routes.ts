import type { FastifyInstance } from 'fastify';
import {
  conflictsQuerySchema,
  deckConflictsResponseSchema,
  portfolioImportInputSchema,
  portfolioImportResponseSchema,
  portfolioListResponseSchema,
} from '@pitchscope/domain/portfolio';
import { actorOf } from '../../platform/http/access.ts';
import { API_TAGS, deckIdParam, okResponse, pathIdSchema } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { deckConflicts, deletePortfolioCompany, importPortfolio, listConflicts, listPortfolio } from './portfolio.service.ts';

export async function portfolioRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = typedRoutes(app);
  const user = { access: 'user' as const };

  route.get(
    '/api/portfolio',
    user,
    {
      tag: API_TAGS.portfolio,
      summary: "The current workspace's portfolio companies",
      response: portfolioListResponseSchema,
      notes: 'Answer: `PortfolioListResponse` (`packages/domain/src/portfolio.ts`), by name. Any member of the workspace.',
    },
    (_input, request) => listPortfolio(ctx, actorOf(request)),
  );

  route.post(
    '/api/portfolio/import',
    user,
    {
      tag: API_TAGS.portfolio,
      summary: 'Import portfolio companies from CSV',
      body: portfolioImportInputSchema,
      response: portfolioImportResponseSchema,
      notes:
        'Input: `{csv}`, the file\'s text; its first line names the columns: `name` (required), `website`, `sector`, `description` (also `company`, `url`, `industry`, `one-liner`…; others ignored). Good rows are added, or replace the details of the company of the same name; each bad row comes back in `errors` as `{line, message}` and is not imported. At most 1,000 companies (400 VALIDATION_FAILED). Owners and members of the workspace (a viewer gets 403).',
    },
    ({ body }, request) => importPortfolio(ctx, actorOf(request), body),
  );

  route.delete(
    '/api/portfolio/:id',
    user,
    {
      tag: API_TAGS.portfolio,
      summary: 'Remove a company from the portfolio',
      params: { id: { description: 'The portfolio company id', schema: pathIdSchema } },
      response: okResponse,
      notes: 'Owners and members of the current workspace; 404 when the company is not in it.',
    },
    ({ params }, request) => deletePortfolioCompany(ctx, actorOf(request), params.id),
  );

  route.get(
    '/api/portfolio/conflicts',
    user,
    {
      tag: API_TAGS.portfolio,
      summary: 'Which of these decks compete with a portfolio company',
      query: conflictsQuerySchema,
      response: deckConflictsResponseSchema,
      notes:
        'Query: `deckIds`, comma-separated (at most 200: the decks the library shows). Answer: `DeckConflictsResponse`: each conflict of a deck of the current workspace (other ids are ignored) with the holding, its kind (`named-competitor`: a competition slide names it; `same-market`: the same sector and product words), the slide and the reason in words.',
    },
    ({ query }, request) => listConflicts(ctx, actorOf(request), query.deckIds),
  );

  route.get(
    '/api/decks/:id/conflicts',
    user,
    {
      tag: API_TAGS.portfolio,
      summary: "The deck's conflicts with its workspace's portfolio",
      params: deckIdParam,
      response: deckConflictsResponseSchema,
      notes: 'Answer: `DeckConflictsResponse`. Whoever can read the deck.',
    },
    ({ params }, request) => deckConflicts(ctx, actorOf(request), params.id),
  );
}
