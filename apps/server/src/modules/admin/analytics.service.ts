import {
  ACTIVE_USER_DAYS,
  ADMIN_RECENT_DECKS,
  GROWTH_BASELINE_DECKS,
  MONTHLY_MODEL_QUOTA,
  RECENT_UPLOAD_DAYS,
  TOP_INDUSTRIES,
} from '@pitchscope/domain/constants';
import type { AdminAnalytics } from '@pitchscope/domain/contracts/admin';
import { METADATA_FIELDS } from '@pitchscope/domain/contracts/decks';
import type { DbOrTx } from '../../platform/db/database.ts';
import * as repo from './analytics.repository.ts';
import { listRecentDeckRows } from './admin.repository.ts';
import { toAdminDeckRow } from './deck-mappers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `now` falls in. */
export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The last `days` UTC calendar days, oldest first, today included. */
export function lastDays(now: Date, days: number): string[] {
  const today = startOfUtcDay(now).getTime();
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Growth rate, in percent, of the last 7 days' uploads against the spec's fixed baseline of
 * GROWTH_BASELINE_DECKS (5) decks a week (spec deep-analysis-admin §9):
 *
 *     growthRate = (decksLast7Days − 5) / 5 × 100, rounded to one decimal
 *
 * so 5 decks read 0 %, 10 decks +100 %, none −100 %. The true week-over-week figure can be derived from
 * decksLast7Days and decksPrevious7Days, which the answer also carries.
 */
export function growthRate(decksLast7Days: number, baseline: number = GROWTH_BASELINE_DECKS): number {
  return Math.round(((decksLast7Days - baseline) / baseline) * 1000) / 10;
}

/** `part` of `whole` in percent, to one decimal; 0 of nothing. */
export const percentOf = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 1000) / 10 : 0;

/**
 * The admin overview, from real rows. Windows are UTC calendar days: "the last 7 days" are today and the
 * 6 days before (the same days as the daily series, so the series sums to decksLast7Days); "the previous
 * 7 days" are the 7 before those. Model usage covers the current UTC calendar month.
 */
export async function getAdminAnalytics(db: DbOrTx, now: Date): Promise<AdminAnalytics> {
  const tomorrow = new Date(startOfUtcDay(now).getTime() + DAY_MS);
  const weekStart = new Date(tomorrow.getTime() - RECENT_UPLOAD_DAYS * DAY_MS);
  const previousWeekStart = new Date(weekStart.getTime() - RECENT_UPLOAD_DAYS * DAY_MS);
  const activeSince = new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const days = lastDays(now, RECENT_UPLOAD_DAYS);

  const [
    totalUsers,
    activeUsers,
    totalDecks,
    decksLast7Days,
    decksPrevious7Days,
    topIndustries,
    decksByDay,
    recentDeckRows,
    usage,
    callsByDay,
    corrections,
  ] = await Promise.all([
    repo.countUsers(db),
    repo.countActiveUsers(db, activeSince),
    repo.countDecks(db),
    repo.countDecks(db, { from: weekStart, to: tomorrow }),
    repo.countDecks(db, { from: previousWeekStart, to: weekStart }),
    repo.topIndustries(db, TOP_INDUSTRIES),
    repo.decksPerDay(db, weekStart, tomorrow),
    listRecentDeckRows(db, ADMIN_RECENT_DECKS),
    repo.modelUsageTotals(db, monthStart, nextMonthStart),
    repo.modelCallsPerDay(db, weekStart, tomorrow),
    repo.fieldCorrectionCounts(db),
  ]);

  return {
    totalUsers,
    activeUsers,
    totalDecks,
    decksLast7Days,
    decksPrevious7Days,
    growthRate: growthRate(decksLast7Days),
    topIndustries,
    recentActivity: days.map((date) => ({ date, decks: decksByDay.get(date) ?? 0 })),
    recentDecks: recentDeckRows.map(toAdminDeckRow),
    fieldCorrections: {
      decks: corrections.decks,
      fields: METADATA_FIELDS.map((field) => ({
        field,
        corrected: corrections.corrected[field],
        share: percentOf(corrections.corrected[field], corrections.decks),
      })),
    },
    apiUsage: {
      totalCalls: usage.calls,
      totalTokens: usage.tokens,
      monthlyQuota: MONTHLY_MODEL_QUOTA,
      percentageUsed: Math.round((usage.calls / MONTHLY_MODEL_QUOTA) * 10_000) / 100,
      recentCalls: days.map((date) => ({ date, calls: callsByDay.get(date) ?? 0 })),
    },
  };
}
