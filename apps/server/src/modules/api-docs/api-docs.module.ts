import type { ServerModule } from '../../platform/module.ts';
import { apiDocsRoutes } from './api-docs.routes.ts';

/** The API reference (OpenAPI 3.1 at /api/openapi.json, Swagger UI at /api/docs), from the routes' own descriptions. */
export const apiDocsModule: ServerModule<unknown> = {
  name: 'api-docs',
  routes: (app) => apiDocsRoutes(app),
};
