import type { AppContext } from '../../platform/context.ts';
import type { ServerModule } from '../../platform/module.ts';
import { pipelineRoutes } from './pipeline.routes.ts';

/** The deal pipeline: a deck's stage, notes and history, and the board. */
export const pipelineModule: ServerModule<AppContext> = {
  name: 'pipeline',
  routes: pipelineRoutes,
};
