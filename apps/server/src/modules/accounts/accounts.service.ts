import { and, eq } from 'drizzle-orm';
import { BILLING_CYCLE_MONTHS, PLAN_CREDITS, type CheckoutPlan } from '@pitchscope/domain/constants';
import { investorProfileSchema, type Me, type UpdateMeInput } from '@pitchscope/domain/contracts/accounts';
import { AUTH_ERRORS, TOKEN_ERRORS } from '@pitchscope/domain/messages';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import { account } from '../../db/schema.ts';
import * as repo from './accounts.repository.ts';
import { grantWelcomeBonus } from '../tokens/tokens.service.ts';
import { getNewUserCredits } from '../admin/app-settings.service.ts';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
}

/**
 * Creates the user's profile and grants the welcome bonus, once. Called from Better Auth's user-created
 * hook, and again (harmlessly) whenever a profile is found missing.
 */
export async function ensureProfile(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.insertProfileIfAbsent(tx, userId);
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
  return toMe(found.user, found.profile);
}

export async function updateMe(db: Db, hasher: PasswordHasher, actor: Actor, input: UpdateMeInput): Promise<Me> {
  if (input.email) {
    const email = input.email.toLowerCase();
    const owner = await repo.findUserByEmail(db, email);
    if (owner && owner.id !== actor.userId) {
      throw new AppError('CONFLICT', AUTH_ERRORS.emailAlreadyInUse.message);
    }
  }
  const passwordHash = input.password ? await hasher.hash(input.password) : null;
  await db.transaction(async (tx) => {
    if (input.displayName !== undefined || input.email !== undefined) {
      await repo.updateUserIdentity(tx, actor.userId, {
        name: input.displayName,
        email: input.email?.toLowerCase(),
      });
    }
    if (input.investorProfile) {
      await repo.updateProfile(tx, actor.userId, { investorProfile: investorProfileSchema.parse(input.investorProfile) });
    }
    if (passwordHash) {
      await tx
        .update(account)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(account.userId, actor.userId), eq(account.providerId, 'credential')));
    }
  });
  return getMe(db, actor);
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

function toMe(user: UserRow, profile: ProfileRow): Me {
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
