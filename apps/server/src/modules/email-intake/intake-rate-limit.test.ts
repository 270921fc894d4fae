import { describe, expect, it } from 'vitest';
import { IntakeRateLimit } from './email-intake.service.ts';

describe('the intake rate limit', () => {
  it('lets each workspace send its hourly share, then defers until the hour is over', () => {
    let now = new Date('2026-11-28T10:00:00Z');
    const limit = new IntakeRateLimit(() => now, 2);
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, false]);
    expect(limit.take('b')).toBe(true);
    now = new Date('2026-11-28T11:00:00Z');
    expect(limit.take('a')).toBe(true);
  });
});
