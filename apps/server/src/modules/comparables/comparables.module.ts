import type { AppContext } from '../../platform/context.ts';
import type { ServerModule } from '../../platform/module.ts';
import { comparablesRoutes } from './comparables.routes.ts';

/** Comparables and "seen before" on the deck page (issue #32 item 3, ADR 0054). */
export const comparablesModule: ServerModule<AppContext> = {
  name: 'comparables',
  routes: comparablesRoutes,
};
