import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { legalDocumentSchema, legalDocumentUpdateSchema } from '@pitchscope/domain/contracts/admin';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as legal from './legal.service.ts';
import { API_TAGS, describeRoute } from '../../platform/http/route-description.ts';

export async function legalRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { id: string } }>(
    '/api/legal/:id',
    {
      config: { access: 'public' },
      schema: describeRoute({
        tag: API_TAGS.legal,
        summary: 'A legal document (terms, privacy)',
        params: { id: { description: 'The document id' } },
        response: legalDocumentSchema,
        notes: 'Input: id = terms-of-service / privacy-policy. Answer: `LegalDocument`.',
      }),
    },
    (request) => legal.getLegalDocument(ctx.db, request.params.id),
  );

  app.get(
    '/api/admin/legal',
    {
      config: { access: 'admin' },
      schema: describeRoute({
        tag: API_TAGS.legal,
        summary: 'All legal documents (admin)',
        response: z.array(legalDocumentSchema),
        notes: 'Answer: `LegalDocument[]` ordered by title (auto-created when absent).',
      }),
    },
    () => legal.listLegalDocuments(ctx.db),
  );

  app.put<{ Params: { id: string } }>(
    '/api/admin/legal/:id',
    {
      config: { access: 'admin' },
      schema: describeRoute({
        tag: API_TAGS.legal,
        summary: 'Save a legal document',
        params: { id: { description: 'The document id' } },
        body: legalDocumentUpdateSchema,
        response: legalDocumentSchema,
        notes: 'Input: `{title,content}`. Answer: `LegalDocument` (version + 1).',
      }),
    },
    (request) => {
      const input = parseInput(legalDocumentUpdateSchema, request.body);
      return legal.saveLegalDocument(ctx.db, actorOf(request), request.params.id, input, ctx.clock());
    },
  );
}
