import type { AppContext } from '../../platform/context.ts';
import type { ServerModule } from '../../platform/module.ts';
import { shareLinksRoutes } from './share-links.routes.ts';

/** Read-only links to a deck for people without an account. */
export const shareLinksModule: ServerModule<AppContext> = {
  name: 'share-links',
  routes: shareLinksRoutes,
};
