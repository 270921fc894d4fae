import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { returnedRows, type DbOrTx } from '../../platform/db/database.ts';
import { account, session, user, userProfiles } from '../../db/schema.ts';

export async function findUserWithProfile(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ user, profile: userProfiles })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findProfileFlags(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ isAdmin: userProfiles.isAdmin })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Creates the profile row if absent. The first account ever becomes admin; the advisory lock makes
 * two simultaneous first sign-ups agree on who that is.
 */
export async function insertProfileIfAbsent(db: DbOrTx, userId: string): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(727274)`);
  const rows = await db.execute(sql`
    insert into user_profiles (user_id, is_admin)
    select ${userId}, not exists (select 1 from user_profiles where is_admin)
    on conflict (user_id) do nothing
    returning user_id`);
  return returnedRows(rows).length > 0;
}

export async function incrementDecksAnalyzed(db: DbOrTx, userId: string) {
  await db
    .update(userProfiles)
    .set({ decksAnalyzed: sql`${userProfiles.decksAnalyzed} + 1` })
    .where(eq(userProfiles.userId, userId));
}

export async function touchLastLogin(db: DbOrTx, userId: string) {
  await db.update(userProfiles).set({ lastLogin: new Date() }).where(eq(userProfiles.userId, userId));
}

export async function updateProfile(db: DbOrTx, userId: string, values: Partial<typeof userProfiles.$inferInsert>) {
  await db
    .update(userProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(userProfiles.userId, userId));
}

export async function updateUserName(db: DbOrTx, userId: string, name: string) {
  await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
}

/** A new sign-in address is not verified (nothing is verified without a mail provider). */
export async function updateUserEmail(db: DbOrTx, userId: string, email: string) {
  await db.update(user).set({ email, emailVerified: false, updatedAt: new Date() }).where(eq(user.id, userId));
}

/** The password hash of the user's email-and-password sign-in; null for an account that only uses Google. */
export async function findCredentialPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  return rows[0]?.password ?? null;
}

export async function updateCredentialPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db
    .update(account)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
}

/** Ends every session of the user but `keepSessionId` (all of them when it is undefined). */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepSessionId: string | undefined) {
  await db
    .delete(session)
    .where(keepSessionId ? and(eq(session.userId, userId), ne(session.id, keepSessionId)) : eq(session.userId, userId));
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return rows[0] ?? null;
}

export function findUserNames(db: DbOrTx, userIds: string[]) {
  return db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, userIds));
}
