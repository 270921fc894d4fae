import { DEEP_ANALYSIS_PATH, NOTIFICATION_DEFAULTS } from '@pitchscope/domain/constants';
import type { Config } from '../../config/env.ts';
import type { AppContext } from '../../platform/context.ts';
import { mailQueue, sendQueuedNotice } from '../../platform/mail.ts';
import type { QueueDefinition } from '../../platform/queue.ts';
import { composeCompletionEmail } from './completion-email.ts';
import { findCompletionRecipient } from './deep-analysis.repository.ts';

export interface CompletionEmailJob {
  analysisId: string;
}

/** One job per completed run, queued with the completion itself. */
export const completionEmailQueue = (config: Pick<Config, 'MAIL_MAX_ATTEMPTS' | 'MAIL_RETRY_DELAY_SECONDS'>): QueueDefinition =>
  mailQueue('analysis-complete-email', config, { deleteAfterSeconds: 3600 });

/**
 * Emails whoever started a deep analysis that it is complete, when their "Email notifications" setting
 * is on (the default) and the server sends mail. Read when the job runs, so turning the setting off
 * while the analysis runs is honoured. A missed email is logged, never shown: the page says the same.
 */
export async function sendCompletionEmail(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  data: CompletionEmailJob,
  job: { retryCount: number; retryLimit: number },
): Promise<void> {
  if (!ctx.mailer) return;
  const recipient = await findCompletionRecipient(ctx.db, data.analysisId);
  if (!recipient || recipient.status !== 'Completed') return; // the deck or the account is gone
  const wantsEmail = (recipient.investorProfile?.notifications ?? NOTIFICATION_DEFAULTS).email;
  if (!wantsEmail) return;
  const message = composeCompletionEmail({
    to: recipient.email,
    companyName: recipient.companyName,
    url: `${ctx.config.appUrl}${DEEP_ANALYSIS_PATH}${encodeURIComponent(recipient.deckId)}`,
  });
  await sendQueuedNotice(ctx.mailer, message, job, { label: 'analysis-complete email', context: { analysisId: data.analysisId } });
}
