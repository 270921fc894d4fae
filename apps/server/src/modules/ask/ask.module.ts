import type { AnalysisAppContext } from '../analysis/analysis.service.ts';
import type { ServerModule } from '../../platform/module.ts';
import { askRoutes } from './ask.routes.ts';

/** Ask the deck, its question history, and the search over every slide of a workspace (ADR 0052). */
export const askModule: ServerModule<AnalysisAppContext> = {
  name: 'ask',
  routes: askRoutes,
};
