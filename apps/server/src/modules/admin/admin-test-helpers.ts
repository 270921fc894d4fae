import { deckListKeys } from '@pitchscope/domain/deck-list-keys';
import { personalWorkspaceId } from '@pitchscope/domain/workspaces';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/database.ts';
import { decks } from '../../db/schema.ts';

/**
 * Test factory: a deck row written straight to the table (the admin module reads decks directly), with
 * its library keys computed from its facts as every writer of a deck does (decks.repository).
 */
export async function insertDeckRow(db: Db, userId: string, values: Partial<typeof decks.$inferInsert> = {}) {
  const id = values.id ?? randomUUID();
  const row: typeof decks.$inferInsert = {
    id,
    userId,
    workspaceId: personalWorkspaceId(userId),
    companyName: 'Brightloop',
    product: 'Energy sensors',
    industry: 'Energy / Cleantech',
    stage: 'Seed',
    roundSize: '€1.5M',
    geography: 'Helsinki, Finland',
    status: 'Analyzed',
    fileName: 'brightloop.pdf',
    fileType: 'pdf',
    rawContent: '--- Slide 1 ---\nBrightloop\nSmart energy monitoring for small restaurants',
    pages: [
      {
        pageNumber: 1,
        header: 'Brightloop',
        rawText: 'Brightloop\nSmart energy monitoring for small restaurants',
        images: [],
        tables: [],
        charts: [],
        diagrams: [],
        footer: '',
        method: 'text',
      },
    ],
    shortDescription: 'Smart energy monitoring for small restaurants',
    executiveSummary: 'Brightloop sells clip-on energy sensors to restaurants.',
    analysis: {
      summary: 'Brightloop sells clip-on energy sensors to restaurants.',
      strengths: ['Paying customers'],
      weaknesses: ['No financial projections'],
      questions: ['What is your churn?'],
      detailedAnalysis: '',
      industry: 'Energy / Cleantech',
      generatedAt: new Date().toISOString(),
    },
    ...values,
  };
  const keys = deckListKeys({
    companyName: row.companyName ?? '',
    product: row.product ?? '',
    stage: row.stage ?? '',
    industry: row.industry ?? '',
    roundSize: row.roundSize ?? '',
    geography: row.geography ?? '',
    investorFit: row.investorFit ?? null,
    fieldSources: row.fieldSources ?? {},
  });
  await db.insert(decks).values({ ...keys, ...row });
  return id;
}
