import type { AppContext } from '../../platform/context.ts';
import type { ServerModule } from '../../platform/module.ts';
import { figuresRoutes } from './figures.routes.ts';

/** A deck's figure ledger and its consistency checks. */
export const figuresModule: ServerModule<AppContext> = {
  name: 'figures',
  routes: figuresRoutes,
};
