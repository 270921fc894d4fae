import { logger } from '../../platform/logger.ts';
import type { ServerModule } from '../../platform/module.ts';
import { seedReferenceData } from './seed.ts';
import { adminRoutes } from './admin.routes.ts';

/** Reference data: prompts, industries, legal documents, AI configurations. */
export const adminModule: ServerModule<unknown> = {
  name: 'admin',
  routes: adminRoutes,
  // Several processes may start at once on PostgreSQL: seeding only adds what is missing. A failure is
  // logged, not fatal: the server still serves what is already there.
  async seed(db, config) {
    await seedReferenceData(db, { configuredModel: config.ANALYSIS_MODEL }).catch((error) => {
      logger.error({ err: error }, '[seed] reference data could not be seeded');
    });
  },
};
