import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../platform/auth.ts';

/**
 * Tests only: a salted SHA-256 in place of Better Auth's scrypt, which costs ~0.14 s of CPU a hash while
 * the API tests sign up hundreds of users. It keeps what those tests rely on: the stored hash is not the
 * password and differs per user, and only the right password verifies. The production hash is tested
 * through the app in platform/auth.test.ts (createTestApp's `productionPasswordHashing`).
 */
export const fastPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${digest(salt, password)}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = Buffer.from(digest(salt, password), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

function digest(salt: string, password: string): string {
  return createHash('sha256').update(`${salt}:${password.normalize('NFKC')}`).digest('hex');
}
