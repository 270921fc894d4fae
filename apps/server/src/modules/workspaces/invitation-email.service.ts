import { INVITATION_PATH } from '@pitchscope/domain/constants';
import { INVITATION_MESSAGES } from '@pitchscope/domain/messages';
import { invitationState } from '@pitchscope/domain/workspaces';
import type { Config } from '../../config/env.ts';
import type { AppContext } from '../../platform/context.ts';
import { logger } from '../../platform/logger.ts';
import { isPermanentMailFailure, mailQueue, MailDeliveryError } from '../../platform/mail.ts';
import type { QueueDefinition } from '../../platform/queue.ts';
import { composeInvitationEmail } from './invitation-email.ts';
import * as repo from './workspaces.repository.ts';

/**
 * The job's payload. The raw token lives here (and in the email) only: the invitation row keeps its
 * hash, and a finished job goes at pg-boss's next clean-up (daily) instead of being kept 7 days.
 */
export interface InvitationEmailJob {
  invitationId: string;
  token: string;
}

/** One job per emailed invitation; its token goes with the finished job at the next clean-up. */
export const invitationEmailQueue = (config: Pick<Config, 'MAIL_MAX_ATTEMPTS' | 'MAIL_RETRY_DELAY_SECONDS'>): QueueDefinition =>
  mailQueue('invitation-email', config, { deleteAfterSeconds: 60 });

/** The accept link: APP_URL, as every absolute link Pitchscope hands out. */
export const invitationUrl = (config: Pick<Config, 'appUrl'>, token: string) => `${config.appUrl}${INVITATION_PATH}${token}`;

/** Thrown by an attempt that failed but has retries left: the queue runs it again after its backoff. */
export class InvitationEmailAttemptFailed extends Error {}

function reasonShownToOwner(error: unknown): string {
  if (!(error instanceof MailDeliveryError)) return INVITATION_MESSAGES.mailFailed;
  if (error.kind === 'unreachable') return INVITATION_MESSAGES.mailServerUnreachable;
  if (error.kind === 'login-refused') return INVITATION_MESSAGES.mailServerRefusedLogin;
  if (error.kind === 'message-refused' && error.responseCode) return INVITATION_MESSAGES.mailServerRefusedMessage(error.responseCode);
  return INVITATION_MESSAGES.mailFailed;
}

/**
 * The email job: sends the invitation unless it was revoked, accepted or has expired meanwhile, and
 * records on the invitation that it was sent, or why not. A failed attempt with retries left throws so
 * the queue retries it; the last one (or a permanent refusal) marks the email failed.
 */
export async function sendInvitationEmail(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'mailer'>,
  data: InvitationEmailJob,
  job: { retryCount: number; retryLimit: number },
): Promise<void> {
  const found = await repo.findInvitationForEmail(ctx.db, data.invitationId);
  if (!found) return; // the workspace was deleted with its invitations
  const { invitation } = found;
  if (!invitation.email || invitation.emailStatus !== 'queued') return;
  if (invitationState(invitation, ctx.clock()) !== 'pending') return;
  if (!ctx.mailer) {
    await repo.updateInvitationEmail(ctx.db, invitation.id, { emailStatus: 'failed', emailError: INVITATION_MESSAGES.mailFailed });
    logger.warn({ invitationId: invitation.id }, '[mail] invitation email dropped: mail is no longer configured');
    return;
  }
  const message = composeInvitationEmail({
    to: invitation.email,
    workspaceName: found.workspaceName,
    invitedByName: found.invitedByName,
    role: invitation.role,
    url: invitationUrl(ctx.config, data.token),
    expiresAt: invitation.expiresAt,
  });
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    const lastAttempt = job.retryCount >= job.retryLimit || isPermanentMailFailure(error);
    const reason = reasonShownToOwner(error);
    await repo.updateInvitationEmail(ctx.db, invitation.id, { emailStatus: lastAttempt ? 'failed' : 'queued', emailError: reason });
    // The log names the invitation and the failure's kind; never the link (its token) nor the login.
    const log = { invitationId: invitation.id, attempt: job.retryCount + 1, error: error instanceof Error ? error.message : 'unknown' };
    if (lastAttempt) {
      logger.warn(log, '[mail] invitation email not sent');
      return;
    }
    logger.info(log, '[mail] invitation email attempt failed, retrying');
    throw new InvitationEmailAttemptFailed(reason);
  }
  await repo.updateInvitationEmail(ctx.db, invitation.id, { emailStatus: 'sent', emailSentAt: ctx.clock(), emailError: null });
  logger.info({ invitationId: invitation.id }, '[mail] invitation emailed');
}

/** Settles an email whose last attempt broke on our side (e.g. the database), so none stays "sending". */
export async function failInvitationEmail(ctx: Pick<AppContext, 'db'>, invitationId: string): Promise<void> {
  await repo.updateInvitationEmail(ctx.db, invitationId, { emailStatus: 'failed', emailError: INVITATION_MESSAGES.mailFailed });
}
