import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_LAST_USED_RESOLUTION_SECONDS,
  API_KEY_PREFIX,
  API_KEY_RANDOM_BYTES,
  API_KEY_SHOWN_PREFIX_LENGTH,
  API_KEYS_PER_USER_MAX,
} from '@pitchscope/domain/constants';
import type { ApiKeySummary, CreateApiKeyInput, CreatedApiKey } from '@pitchscope/domain/contracts/api-keys';
import type { Db } from '../../platform/db/database.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { logger } from '../../platform/logger.ts';
import * as repo from './api-keys.repository.ts';

export const API_KEY_MESSAGES = {
  sessionRequired: 'API keys are created and revoked from a signed-in browser session, not with an API key.',
  tooMany: `You have ${API_KEYS_PER_USER_MAX} API keys, the most one account may hold. Revoke one you no longer use first.`,
  notFound: 'This API key does not exist or was already revoked.',
} as const;

/**
 * A key is 256 random bits: nobody can guess one, so a fast hash is enough at rest (a slow password hash
 * protects low-entropy secrets; it would only slow every API request here). SHA-256, hex.
 */
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

const generateKey = () => API_KEY_PREFIX + randomBytes(API_KEY_RANDOM_BYTES).toString('base64url');

const toSummary = (row: repo.ApiKeyRow): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Managing keys needs the browser session: a leaked key can neither mint more keys nor revoke the owner's others. */
function requireSession(actor: Actor) {
  if (actor.apiKeyId) throw new AppError('FORBIDDEN', API_KEY_MESSAGES.sessionRequired);
}

export async function createApiKey(db: Db, actor: Actor, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  requireSession(actor);
  return db.transaction(async (tx) => {
    if ((await repo.countUserApiKeys(tx, actor.userId)) >= API_KEYS_PER_USER_MAX) {
      throw new AppError('CONFLICT', API_KEY_MESSAGES.tooMany);
    }
    const key = generateKey();
    const row = await repo.insertApiKey(tx, {
      id: newId(),
      userId: actor.userId,
      name: input.name,
      prefix: key.slice(0, API_KEY_SHOWN_PREFIX_LENGTH),
      keyHash: hashApiKey(key),
    });
    logger.info({ userId: actor.userId, apiKeyId: row.id }, 'api key created');
    return { ...toSummary(row), key };
  });
}

export async function listApiKeys(db: Db, actor: Actor): Promise<ApiKeySummary[]> {
  return (await repo.listUserApiKeys(db, actor.userId)).map(toSummary);
}

export async function revokeApiKey(db: Db, actor: Actor, id: string): Promise<{ ok: true }> {
  requireSession(actor);
  if (!(await repo.deleteUserApiKey(db, actor.userId, id)))
    throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
  logger.info({ userId: actor.userId, apiKeyId: id }, 'api key revoked');
  return { ok: true };
}

/**
 * The user and key behind a presented key, or null when it is unknown (mistyped, revoked, or its user
 * deleted). The lookup is by hash; the stored hash is then compared in constant time as well. Writes
 * "last used" at most once per API_KEY_LAST_USED_RESOLUTION_SECONDS.
 */
export async function authenticateApiKey(
  db: Db,
  presented: string,
  now: Date,
): Promise<{ userId: string; apiKeyId: string } | null> {
  if (!presented.startsWith(API_KEY_PREFIX) || presented.length > 200) return null;
  const hash = hashApiKey(presented);
  const row = await repo.findApiKeyByHash(db, hash);
  if (!row || !timingSafeEqual(Buffer.from(row.keyHash, 'hex'), Buffer.from(hash, 'hex'))) return null;
  const staleBefore = new Date(now.getTime() - API_KEY_LAST_USED_RESOLUTION_SECONDS * 1000);
  if (!row.lastUsedAt || row.lastUsedAt < staleBefore) {
    await repo.touchApiKey(db, row.id, now, staleBefore).catch((error: unknown) => {
      logger.warn({ err: error, apiKeyId: row.id }, 'api key last-used not recorded');
    });
  }
  return { userId: row.userId, apiKeyId: row.id };
}
