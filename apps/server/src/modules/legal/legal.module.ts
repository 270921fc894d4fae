import type { AppContext } from '../../platform/context.ts';
import type { ServerModule } from '../../platform/module.ts';
import { legalRoutes } from './legal.routes.ts';

/** The legal pages and their versions. */
export const legalModule: ServerModule<AppContext> = {
  name: 'legal',
  routes: legalRoutes,
};
