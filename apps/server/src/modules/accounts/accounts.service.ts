import { BILLING_CYCLE_MONTHS, PLAN_CREDITS, type CheckoutPlan } from '@pitchscope/domain/constants';
import { changesCredentials, investorProfileSchema, type InvestorProfile, type Me, type UpdateMeInput } from '@pitchscope/domain/contracts/accounts';
import { ACCOUNT_MESSAGES, AUTH_ERRORS, TOKEN_ERRORS } from '@pitchscope/domain/messages';
import { passwordProblem, passwordProblemError } from '@pitchscope/domain/password-policy';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { PasswordHasher } from '../../platform/auth.ts';
import { SQL_STATE, hasSqlState } from '../../platform/db/sql-state.ts';
import { currentWorkspaceOf, ensurePersonalWorkspace } from '../workspaces/workspaces.service.ts';
import * as repo from './accounts.repository.ts';
import { grantWelcomeBonus } from '../tokens/tokens.service.ts';
import { getNewUserCredits } from '../admin/app-settings.service.ts';

/**
 * Creates the user's profile and grants the welcome bonus, once. Called from Better Auth's user-created
 * hook, and again (harmlessly) whenever a profile is found missing.
 */
export async function ensureProfile(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.insertProfileIfAbsent(tx, userId);
    await ensurePersonalWorkspace(tx, userId);
    const credits = await getNewUserCredits(tx);
    await grantWelcomeBonus(tx, userId, credits);
  });
}

export async function recordSignIn(db: Db, userId: string): Promise<void> {
  await ensureProfile(db, userId);
  await repo.touchLastLogin(db, userId);
}

/** The actor behind a session; null when the account no longer exists (e.g. deleted by an admin). */
export async function resolveActor(db: Db, userId: string): Promise<Actor | null> {
  let flags = await repo.findProfileFlags(db, userId);
  if (!flags) {
    if (!(await repo.findUserWithProfile(db, userId))) return null;
    await ensureProfile(db, userId);
    flags = await repo.findProfileFlags(db, userId);
  }
  return { userId, isAdmin: flags?.isAdmin ?? false };
}

export async function getMe(db: Db, actor: Actor): Promise<Me> {
  const found = await repo.findUserWithProfile(db, actor.userId);
  if (!found) throw new AppError('USER_NOT_FOUND', TOKEN_ERRORS.userNotFound);
  if (!found.profile) {
    await ensureProfile(db, actor.userId);
    return getMe(db, actor);
  }
  return { ...toMe(found.user, found.profile), currentWorkspace: await currentWorkspaceOf(db, actor.userId) };
}

/**
 * For jobs (the upload pipeline), which act for no signed-in user: the investor profile an upload's deck
 * is rated against, its uploader's. The uploader's account must still exist.
 */
export async function uploaderInvestorProfile(db: Db, userId: string): Promise<InvestorProfile | null> {
  const found = await repo.findUserWithProfile(db, userId);
  if (!found) throw new AppError('USER_NOT_FOUND', TOKEN_ERRORS.userNotFound);
  if (!found.profile) {
    await ensureProfile(db, userId);
    return uploaderInvestorProfile(db, userId);
  }
  return found.profile.investorProfile ?? null;
}

/** A deck of the user's was analysed: their count goes up, in the caller's transaction. */
export async function recordDeckAnalyzed(tx: DbOrTx, userId: string): Promise<void> {
  await repo.incrementDecksAnalyzed(tx, userId);
}

/**
 * Saves the settings form. Changing the email or the password needs the current password (checked before
 * anything else, so a wrong one changes nothing). A new password ends every other session of the user;
 * the caller's stays signed in.
 *
 * Email changes cannot be verified (no mail provider), so they must not tell whether an address is
 * registered: an address that belongs to another account is left to its owner, and the answer is the same
 * as for a free one — the requested address, as if saved (docs/decisions/0008-email-change-without-mail.md).
 */
export async function updateMe(db: Db, passwords: PasswordHasher, actor: Actor, input: UpdateMeInput): Promise<Me> {
  if (changesCredentials(input)) await confirmCurrentPassword(db, passwords, actor.userId, input.currentPassword ?? '');
  if (input.password !== undefined) {
    const problem = passwordProblem(input.password);
    if (problem) {
      // Named by its body field, as a schema refusal is, so the form says it under the password.
      const { message } = passwordProblemError(problem);
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'password', message }]);
    }
  }
  const passwordHash = input.password !== undefined ? await passwords.hash(input.password) : null;
  await db.transaction(async (tx) => {
    if (input.displayName !== undefined) await repo.updateUserName(tx, actor.userId, input.displayName);
    if (input.investorProfile) {
      await repo.updateProfile(tx, actor.userId, { investorProfile: investorProfileSchema.parse(input.investorProfile) });
    }
    if (passwordHash) {
      await repo.updateCredentialPasswordHash(tx, actor.userId, passwordHash);
      await repo.deleteOtherSessions(tx, actor.userId, actor.sessionId);
    }
  });
  const requestedEmail = input.email?.toLowerCase();
  if (requestedEmail) await changeEmailIfFree(db, actor.userId, requestedEmail);
  const me = await getMe(db, actor);
  return requestedEmail ? { ...me, email: requestedEmail } : me;
}

async function confirmCurrentPassword(db: Db, passwords: PasswordHasher, userId: string, currentPassword: string) {
  const hash = await repo.findCredentialPasswordHash(db, userId);
  if (!hash) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.noPasswordToConfirm);
  if (!(await passwords.verify({ hash, password: currentPassword }))) {
    const { message } = AUTH_ERRORS.wrongPassword;
    throw new AppError('INVALID_PASSWORD', message, [{ path: 'currentPassword', message }]);
  }
}

/** Moves the user to `email` unless another account has it (then nothing happens, and nothing is said). */
async function changeEmailIfFree(db: Db, userId: string, email: string) {
  const holder = await repo.findUserByEmail(db, email);
  if (holder) return;
  try {
    await repo.updateUserEmail(db, userId, email);
  } catch (error) {
    // Registered by someone else in the meantime: same outcome as an address taken from the start.
    if (!hasSqlState(error, SQL_STATE.uniqueViolation)) throw error;
  }
}

/** Checkout is simulated (no payment): the plan becomes active for one billing cycle. */
export async function activatePlan(db: Db, actor: Actor, plan: CheckoutPlan, now = new Date()): Promise<Me> {
  const cycleEnd = new Date(now);
  cycleEnd.setUTCMonth(cycleEnd.getUTCMonth() + BILLING_CYCLE_MONTHS);
  await repo.updateProfile(db, actor.userId, {
    subscriptionPlan: plan,
    subscriptionStatus: 'active',
    credits: PLAN_CREDITS[plan],
    subscriptionStartDate: now,
    subscriptionEndDate: cycleEnd,
    billingCycleStart: now,
    billingCycleEnd: cycleEnd,
  });
  return getMe(db, actor);
}

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserWithProfile>>>['user'];
type ProfileRow = NonNullable<NonNullable<Awaited<ReturnType<typeof repo.findUserWithProfile>>>['profile']>;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

function toMe(user: UserRow, profile: ProfileRow): Omit<Me, 'currentWorkspace'> {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name || null,
    photoURL: user.image ?? null,
    isAdmin: profile.isAdmin,
    lastLogin: iso(profile.lastLogin),
    createdAt: user.createdAt.toISOString(),
    updatedAt: (profile.updatedAt > user.updatedAt ? profile.updatedAt : user.updatedAt).toISOString(),
    decksAnalyzed: profile.decksAnalyzed,
    tokenBalance: profile.tokenBalance ?? 0,
    totalTokensEarned: profile.totalTokensEarned,
    totalTokensSpent: profile.totalTokensSpent,
    subscriptionPlan: profile.subscriptionPlan as Me['subscriptionPlan'],
    subscriptionStatus: profile.subscriptionStatus,
    credits: profile.credits,
    subscriptionStartDate: iso(profile.subscriptionStartDate),
    subscriptionEndDate: iso(profile.subscriptionEndDate),
    billingCycleStart: iso(profile.billingCycleStart),
    billingCycleEnd: iso(profile.billingCycleEnd),
    investorProfile: profile.investorProfile ?? null,
  };
}
