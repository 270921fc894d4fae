import { eq } from 'drizzle-orm';
import type { FigureLedger } from '@pitchscope/domain/figures/figure';
import type { DbOrTx } from '../../platform/db/database.ts';
import { deckFigures } from '../../db/schema.ts';

export async function saveLedger(db: DbOrTx, deckId: string, ledger: FigureLedger): Promise<void> {
  await db
    .insert(deckFigures)
    .values({ deckId, ledger })
    .onConflictDoUpdate({ target: deckFigures.deckId, set: { ledger } });
}

export async function findLedger(db: DbOrTx, deckId: string): Promise<FigureLedger | null> {
  const rows = await db
    .select({ ledger: deckFigures.ledger })
    .from(deckFigures)
    .where(eq(deckFigures.deckId, deckId))
    .limit(1);
  return rows[0]?.ledger ?? null;
}
