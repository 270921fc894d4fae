import { DEEP_ANALYSIS_COST } from '@pitchscope/domain/constants';
import { LEDGER_REASONS, TOKEN_ERRORS } from '@pitchscope/domain/messages';
import { ASK_MESSAGES, ASK_MODEL_ANSWERS_TOKEN_COST } from '@pitchscope/domain/ask-deck';
import { escrowOutcome, ledgerReason, recalculateBalance } from '@pitchscope/domain/ledger';
import type { TokenTransaction } from '@pitchscope/domain/contracts/accounts';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './tokens.repository.ts';

/**
 * The token ledger. Every change is one database transaction that writes the balance and its
 * transaction row together, so the balance always equals the sum of the user's transactions.
 */

/** What a token is held for: the run, and the deck and workspace the ledger names beside it. */
export interface TokenHold {
  analysisId: string;
  deckId: string;
  workspaceId: string | null;
}

/**
 * Holds one token of `payerId`, whoever owns the deck: the member who asks pays (issue #29).
 * Returns the payer's new balance, or null when it is too low.
 */
export async function holdToken(tx: DbOrTx, payerId: string, hold: TokenHold): Promise<number | null> {
  const balance = await repo.decrementBalanceIfAvailable(tx, payerId, DEEP_ANALYSIS_COST);
  if (balance === null) return null;
  const row = await repo.insertTransaction(tx, {
    userId: payerId,
    amount: -DEEP_ANALYSIS_COST,
    type: 'spent',
    reason: LEDGER_REASONS.escrow,
    ...hold,
  });
  if (!row) throw new AppError('CONFLICT', TOKEN_ERRORS.hold);
  return balance;
}

/**
 * Gives the escrowed token back to whoever paid it, inside the caller's transaction: the one that
 * records why (the run failed, its deck is deleted), so the reason and the refund commit together or
 * not at all. Idempotent: a second refund of the same analysis (a retried job, a sweeper racing a
 * worker) changes nothing. Returns true when this call refunded.
 */
export async function refundToken(tx: Tx, analysisId: string): Promise<boolean> {
  const escrow = await repo.findTransaction(tx, analysisId, 'spent');
  if (!escrow) return false;
  const row = await repo.insertTransaction(tx, {
    userId: escrow.userId,
    amount: DEEP_ANALYSIS_COST,
    type: 'refunded',
    reason: LEDGER_REASONS.refund,
    analysisId,
    deckId: escrow.deckId,
    workspaceId: escrow.workspaceId,
  });
  if (!row) return false;
  await repo.incrementBalance(tx, escrow.userId, DEEP_ANALYSIS_COST);
  return true;
}

/**
 * Pays for one model answer to a deck question (issue #32, ADR 0060): from the answers the asker's last
 * token bought, else with a new token that buys `answersPerToken` of them, written to the ledger like any
 * spend. False when neither is left (a balance of 0). Two questions that both find none left each buy a
 * token, and the answers of both stay the asker's: the purchase adds, it does not set.
 */
export async function payForAskModelAnswer(
  db: Db,
  userId: string,
  answersPerToken: number,
  on: { deckId: string; workspaceId: string | null },
): Promise<boolean> {
  if ((await repo.takeAskModelAnswer(db, userId)) !== null) return true;
  return db.transaction(async (tx) => {
    const balance = await repo.decrementBalanceIfAvailable(tx, userId, ASK_MODEL_ANSWERS_TOKEN_COST);
    if (balance === null) return false;
    await repo.insertTransaction(tx, {
      userId,
      amount: -ASK_MODEL_ANSWERS_TOKEN_COST,
      type: 'spent',
      reason: ASK_MESSAGES.ledgerReason(answersPerToken),
      deckId: on.deckId,
      workspaceId: on.workspaceId,
    });
    await repo.addAskModelAnswers(tx, userId, answersPerToken - 1);
    return true;
  });
}

/** The paid model answers the user's last token left them (ADR 0060). */
export async function askModelAnswersLeft(db: DbOrTx, userId: string): Promise<number> {
  return repo.askModelAnswersLeft(db, userId);
}

/** Gives back a paid model answer that was not given (the model failed and the local engine answered). */
export async function returnAskModelAnswer(db: DbOrTx, userId: string): Promise<void> {
  await repo.addAskModelAnswers(db, userId, 1);
}

export async function grantTokens(
  db: DbOrTx,
  input: { userId: string; amount: number; reason: string; adminId?: string | null },
): Promise<number> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new AppError('VALIDATION_FAILED', TOKEN_ERRORS.grant);
  await repo.insertTransaction(db, {
    userId: input.userId,
    amount: input.amount,
    type: 'granted',
    reason: input.reason,
    adminId: input.adminId ?? null,
  });
  const balance = await repo.incrementBalance(db, input.userId, input.amount);
  if (balance === null) throw new AppError('USER_NOT_FOUND', TOKEN_ERRORS.userNotFound);
  return balance;
}

/** The welcome bonus, granted only while the balance is still undefined. */
export async function grantWelcomeBonus(tx: DbOrTx, userId: string, amount: number): Promise<boolean> {
  const initialized = await repo.initializeBalance(tx, userId, amount);
  if (!initialized) return false;
  await repo.insertTransaction(tx, { userId, amount, type: 'granted', reason: LEDGER_REASONS.welcomeBonus });
  return true;
}

/** Admin "Fix Balance": the balance and totals become what the transactions say. */
export async function recalculateUserBalance(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const current = await repo.lockProfileBalance(tx, userId);
    if (!current) throw new AppError('USER_NOT_FOUND', TOKEN_ERRORS.userNotFound);
    const transactions = await repo.listTransactions(tx, userId);
    const totals = recalculateBalance(transactions);
    await repo.setBalanceTotals(tx, userId, totals);
    return {
      oldBalance: current.tokenBalance ?? 0,
      newBalance: totals.balance,
      totalEarned: totals.totalEarned,
      totalSpent: totals.totalSpent,
    };
  });
}

export async function listUserTransactions(db: DbOrTx, userId: string): Promise<TokenTransaction[]> {
  const rows = await repo.listTransactionsWithDecks(db, userId);
  return rows.map(
    ({ transaction: row, companyName, fileName, workspaceName, personalWorkspace, runStatus, refundId }) => {
      const outcome = escrowOutcome(row, { status: runStatus, refunded: refundId !== null });
      return {
        id: row.id,
        userId: row.userId,
        amount: row.amount,
        type: row.type,
        reason: ledgerReason(row.reason, outcome),
        outcome,
        analysisId: row.analysisId,
        adminId: row.adminId,
        deckId: row.deckId,
        workspaceId: row.workspaceId,
        deckName: companyName || fileName || null,
        // A personal workspace is the user's own library: only a team's name says something.
        workspaceName: personalWorkspace ? null : workspaceName,
        timestamp: row.timestamp.toISOString(),
      };
    },
  );
}
