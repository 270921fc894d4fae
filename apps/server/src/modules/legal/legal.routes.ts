import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { legalDocumentSchema, legalDocumentUpdateSchema } from '@pitchscope/domain/contracts/admin';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import * as legal from './legal.service.ts';
import { API_TAGS } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';

export async function legalRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = typedRoutes(app);

  route.get(
    '/api/legal/:id',
    { access: 'public' },
    {
      tag: API_TAGS.legal,
      summary: 'A legal document (terms, privacy)',
      params: { id: { description: 'The document id' } },
      response: legalDocumentSchema,
      notes: 'Input: id = terms-of-service / privacy-policy. Answer: `LegalDocument`.',
    },
    ({ params }) => legal.getLegalDocument(ctx.db, params.id),
  );

  route.get(
    '/api/admin/legal',
    { access: 'admin' },
    {
      tag: API_TAGS.legal,
      summary: 'All legal documents (admin)',
      response: z.array(legalDocumentSchema),
      notes: 'Answer: `LegalDocument[]` ordered by title (auto-created when absent).',
    },
    () => legal.listLegalDocuments(ctx.db),
  );

  route.put(
    '/api/admin/legal/:id',
    { access: 'admin' },
    {
      tag: API_TAGS.legal,
      summary: 'Save a legal document',
      params: { id: { description: 'The document id' } },
      body: legalDocumentUpdateSchema,
      response: legalDocumentSchema,
      notes: 'Input: `{title,content}`. Answer: `LegalDocument` (version + 1).',
    },
    ({ params, body }, request) => legal.saveLegalDocument(ctx.db, actorOf(request), params.id, body, ctx.clock()),
  );
}
