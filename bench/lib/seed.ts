/**
 * Bulk deck rows for the list and duplicate benchmarks. Each row copies the analysis columns (analysis,
 * investor fit, quick assessment, highlights, field sources) of a deck the real pipeline produced, so list
 * payloads have the real size, and carries its own generated 20-slide text and fingerprints (nameKey,
 * contentKey, wordSignature) as the pipeline computes them.
 */
import { deckListKeys } from '@pitchscope/domain/deck-list-keys';
import { normalizeCompanyName, signatureBands, wordSignature } from '@pitchscope/domain/duplicates';
import { personalWorkspaceId } from '@pitchscope/domain/workspaces';
import { deckSignatureBands, decks } from '../../apps/server/src/db/schema.ts';
import type { DeckInsert, DeckRow } from '../../apps/server/src/modules/decks/decks.repository.ts';
import { newId } from '../../apps/server/src/platform/ids.ts';
import type { TestApp } from './app.ts';
import { generateDeck } from './decks.ts';
import { contentHash } from '../../apps/server/src/modules/decks/duplicate-check.ts';

const CHUNK = 200;
const FIT_MIX = ['Green', 'Yellow', 'Red', 'Yellow', 'Green', 'Unknown'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export function deckValues(template: DeckRow, userId: string, seed: number, uploadedAt: Date): DeckInsert {
  const generated = generateDeck(seed);
  const pages = generated.slides.map((text, index) => ({
    pageNumber: index + 1,
    header: text.split('\n')[0],
    rawText: text,
    images: [],
    tables: [],
    charts: [],
    diagrams: [],
    footer: '',
    method: 'text' as const,
  }));
  const rawContent = pages.map((page) => `--- Slide ${page.pageNumber} ---\n${page.rawText}`).join('\n\n');
  const { id: _id, createdAt: _c, updatedAt: _u, fileKey: _f, searchText: _s, ...rest } = template;
  // The template's rating with another colour per deck (every criterion, hence the overall), so that fit
  // filters and sorts meet a mix of fits.
  const color = FIT_MIX[seed % FIT_MIX.length];
  const investorFit = template.investorFit && {
    ...template.investorFit,
    overallMatch: color,
    stageFit: color,
    checkSizeFit: color,
    sectorAlignment: color,
    geographyFit: color,
  };
  const facts = { stage: generated.stage, roundSize: generated.round, geography: generated.city, industry: template.industry };
  return {
    ...rest,
    investorFit,
    ...deckListKeys({ ...facts, companyName: generated.company, product: template.product, investorFit, fieldSources: template.fieldSources }),
    id: newId(),
    userId,
    workspaceId: personalWorkspaceId(userId),
    companyName: generated.company,
    stage: generated.stage,
    roundSize: generated.round,
    geography: generated.city,
    uploadedAt,
    fileName: `${generated.company}.pdf`,
    pageCount: pages.length,
    rawContent,
    pages,
    nameKey: normalizeCompanyName(generated.company),
    contentKey: contentHash(rawContent),
    wordSignature: wordSignature(rawContent),
  };
}

/** Inserts `count` decks for `userId`, uploaded over the last two years, in multi-row statements. */
export async function seedDecks(t: TestApp, template: DeckRow, userId: string, count: number, seedBase = 100_000) {
  const nowMs = Date.now();
  for (let start = 0; start < count; start += CHUNK) {
    const values: DeckInsert[] = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      values.push(deckValues(template, userId, seedBase + i, new Date(nowMs - 30 * DAY_MS - ((i * 7919) % 700) * DAY_MS)));
    }
    await t.ctx.db.insert(decks).values(values);
    const bands = values.flatMap((deck) =>
      [...new Set(signatureBands(deck.wordSignature ?? []))].map((bandKey) => ({ deckId: deck.id, userId, workspaceId: deck.workspaceId, bandKey })),
    );
    if (bands.length) await t.ctx.db.insert(deckSignatureBands).values(bands);
  }
}
