import { NOTIFICATION_DEFAULTS } from '@pitchscope/domain/constants';
import { WEEKLY_DIGEST_DAYS, weeklyDigestOf } from '@pitchscope/domain/weekly-digest';
import type { Config } from '../../config/env.ts';
import { logger } from '../../platform/logger.ts';
import { mailQueue, sendQueuedNotice } from '../../platform/mail.ts';
import type { QueueDefinition } from '../../platform/queue.ts';
import { composeWeeklyDigestEmail } from './weekly-digest-email.ts';
import * as repo from './weekly-digest.repository.ts';
import type { AppContext } from '../../platform/context.ts';

/** The scheduled run (WEEKLY_DIGEST_CRON): it queues one email job per recipient. */
export const WEEKLY_DIGEST_QUEUE: QueueDefinition = { name: 'weekly-digest', expireInSeconds: 600, retryLimit: 2, retryDelay: 60 };

export interface WeeklyDigestJob {
  userId: string;
  /** The end of the week the digest covers (the scheduled run's time), so a retry reads the same week. */
  until: string;
}

export const weeklyDigestEmailQueue = (config: Pick<Config, 'MAIL_MAX_ATTEMPTS' | 'MAIL_RETRY_DELAY_SECONDS'>): QueueDefinition =>
  mailQueue('weekly-digest-email', config, { deleteAfterSeconds: WEEKLY_DIGEST_DAYS * 24 * 3600 });

/** Puts the digest on its schedule, once across all processes; a server without mail sends none. */
export async function scheduleWeeklyDigest(ctx: Pick<AppContext, 'queue' | 'config' | 'mailer'>): Promise<void> {
  if (!ctx.mailer) return;
  await ctx.queue.schedule(WEEKLY_DIGEST_QUEUE, ctx.config.WEEKLY_DIGEST_CRON);
}

/** The scheduled run: one email job per account whose digest is on, all for the week ending now. */
export async function queueWeeklyDigests(ctx: Pick<AppContext, 'db' | 'queue' | 'config' | 'mailer' | 'clock'>): Promise<number> {
  if (!ctx.mailer) return 0;
  const until = ctx.clock().toISOString();
  const recipients = await repo.findDigestRecipients(ctx.db);
  for (const { userId } of recipients) {
    await ctx.queue.send<WeeklyDigestJob>(weeklyDigestEmailQueue(ctx.config), { userId, until });
  }
  logger.info({ recipients: recipients.length }, '[mail] weekly digests queued');
  return recipients.length;
}

/**
 * One user's digest: the decks added to their workspaces and the deep analyses completed there in the
 * week before `until`. Nothing is sent for a quiet week, or when the setting was turned off since the
 * run was queued (read now, as the analysis-complete email does).
 */
export async function sendWeeklyDigest(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  data: WeeklyDigestJob,
  job: { retryCount: number; retryLimit: number },
): Promise<void> {
  if (!ctx.mailer) return;
  const recipient = await repo.findDigestRecipient(ctx.db, data.userId);
  if (!recipient) return; // the account is gone
  if (!(recipient.investorProfile?.notifications ?? NOTIFICATION_DEFAULTS).weeklyDigest) return;
  const until = new Date(data.until);
  const since = new Date(until.getTime() - WEEKLY_DIGEST_DAYS * 24 * 3600 * 1000);
  const [decks, analyses] = await Promise.all([
    repo.findWeekDecks(ctx.db, data.userId, since, until),
    repo.findWeekAnalyses(ctx.db, data.userId, since, until),
  ]);
  const digest = weeklyDigestOf(decks, analyses);
  if (!digest) return;
  const message = composeWeeklyDigestEmail({ to: recipient.email, digest, appUrl: ctx.config.appUrl });
  await sendQueuedNotice(ctx.mailer, message, job, { label: 'weekly digest', context: { userId: data.userId } });
}
