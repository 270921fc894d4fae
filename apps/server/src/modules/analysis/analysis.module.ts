import type { AnalysisAppContext } from './analysis.service.ts';
import type { ServerModule } from '../../platform/module.ts';
import { analysisRoutes } from './analysis.routes.ts';

/** The analysis model's settings and health. */
export const analysisModule: ServerModule<AnalysisAppContext> = {
  name: 'analysis',
  routes: analysisRoutes,
};
