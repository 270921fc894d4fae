import type { AppContext } from '../../platform/context.ts';
import type { ServerModule } from '../../platform/module.ts';
import { portfolioRoutes } from './portfolio.routes.ts';

/** A workspace's portfolio companies and the decks that compete with them (issue #32 item 4, ADR 0054). */
export const portfolioModule: ServerModule<AppContext> = {
  name: 'portfolio',
  routes: portfolioRoutes,
};
