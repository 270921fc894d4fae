import type { AppContext } from '../../platform/context.ts';
import type { ServerModule } from '../../platform/module.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';

/** Personal API keys (their use is checked by the access control in platform/http). */
export const apiKeysModule: ServerModule<AppContext> = {
  name: 'api-keys',
  routes: apiKeysRoutes,
};
