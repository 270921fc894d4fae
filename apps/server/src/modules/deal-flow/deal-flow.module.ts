import type { AppContext } from '../../platform/context.ts';
import type { ServerModule } from '../../platform/module.ts';
import { dealFlowRoutes } from './deal-flow.routes.ts';

/** Deal-flow analytics over the library: intake, breakdowns, the pipeline funnel (ADR 0053). */
export const dealFlowModule: ServerModule<AppContext> = {
  name: 'deal-flow',
  routes: dealFlowRoutes,
};
