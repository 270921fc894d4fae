import type { FastifyInstance } from 'fastify';
import { legalDocumentUpdateSchema } from '@pitchscope/domain/contracts/admin';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as legal from './legal.service.ts';

export async function legalRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { id: string } }>('/api/legal/:id', { config: { access: 'public' } }, (request) =>
    legal.getLegalDocument(ctx.db, request.params.id),
  );

  app.get('/api/admin/legal', { config: { access: 'admin' } }, () => legal.listLegalDocuments(ctx.db));

  app.put<{ Params: { id: string } }>('/api/admin/legal/:id', { config: { access: 'admin' } }, (request) => {
    const input = parseInput(legalDocumentUpdateSchema, request.body);
    return legal.saveLegalDocument(ctx.db, actorOf(request), request.params.id, input, ctx.clock());
  });
}
