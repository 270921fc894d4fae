import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalWorkspaceId } from '@pitchscope/domain/workspaces';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { IntakeRateLimit } from './email-intake.service.ts';

describe('the intake rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is shared by every process: each workspace sends its hourly share across them, then waits for the next hour', async () => {
    const [a, b] = [personalWorkspaceId((await t.signUp()).id), personalWorkspaceId((await t.signUp()).id)];
    let now = new Date('2026-11-28T10:05:00Z');
    // Two API processes: two limits over one database.
    const first = new IntakeRateLimit(t.ctx.db, () => now, 3);
    const second = new IntakeRateLimit(t.ctx.db, () => now, 3);
    expect([await first.take(a), await second.take(a), await first.take(a), await second.take(a)]).toEqual([true, true, true, false]);
    expect(await first.take(b)).toBe(true);

    now = new Date('2026-11-28T10:59:59Z');
    expect(await second.take(a)).toBe(false);
    now = new Date('2026-11-28T11:00:00Z');
    expect(await second.take(a)).toBe(true);
  });

  it('never lets messages counted at once take more than the share', async () => {
    const workspace = personalWorkspaceId((await t.signUp()).id);
    const now = new Date('2026-11-28T12:00:00Z');
    const limits = Array.from({ length: 4 }, () => new IntakeRateLimit(t.ctx.db, () => now, 5));
    const taken = await Promise.all(Array.from({ length: 12 }, (_, index) => limits[index % 4]!.take(workspace)));
    expect(taken.filter(Boolean)).toHaveLength(5);
  });
});
