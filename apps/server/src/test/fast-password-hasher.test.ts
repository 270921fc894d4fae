import { describe, expect, it } from 'vitest';
import { fastPasswordHasher } from './fast-password-hasher.ts';

describe('fastPasswordHasher (tests only)', () => {
  it('verifies the right password only, under a salt of its own per hash', async () => {
    const first = await fastPasswordHasher.hash('harbour-lantern-47');
    const second = await fastPasswordHasher.hash('harbour-lantern-47');
    expect(first).not.toContain('harbour-lantern-47');
    expect(first).not.toBe(second);
    expect(await fastPasswordHasher.verify({ hash: first, password: 'harbour-lantern-47' })).toBe(true);
    expect(await fastPasswordHasher.verify({ hash: second, password: 'harbour-lantern-47' })).toBe(true);
    expect(await fastPasswordHasher.verify({ hash: first, password: 'harbour-lantern-48' })).toBe(false);
    expect(await fastPasswordHasher.verify({ hash: 'not-a-hash', password: 'harbour-lantern-47' })).toBe(false);
  });
});
