import type { AnalysisAppContext } from '../analysis/analysis.service.ts';
import type { ServerModule } from '../../platform/module.ts';
import { accountsRoutes } from './accounts.routes.ts';

/** Sign-up, profiles, investor settings, the greeting and the balance the account pages show. */
export const accountsModule: ServerModule<AnalysisAppContext> = {
  name: 'accounts',
  routes: accountsRoutes,
};
