import { describe, expect, it } from 'vitest';
import { MODEL_RETRY_DELAY_MAX_SECONDS, formatRetryIn, modelRetryDelaySeconds, modelStateOf, modelWaitText } from './model-availability.ts';

describe('waiting for the analysis model', () => {
  it('doubles the pause with the time waited, from the base, capped, never past the end of the wait', () => {
    const base = { baseSeconds: 30, remainingSeconds: 3600 };
    expect(modelRetryDelaySeconds({ ...base, waitedSeconds: 0 })).toBe(30);
    expect(modelRetryDelaySeconds({ ...base, waitedSeconds: 30 })).toBe(30);
    expect(modelRetryDelaySeconds({ ...base, waitedSeconds: 60 })).toBe(60);
    expect(modelRetryDelaySeconds({ ...base, waitedSeconds: 120 })).toBe(120);
    expect(modelRetryDelaySeconds({ ...base, waitedSeconds: 3000 })).toBe(MODEL_RETRY_DELAY_MAX_SECONDS);
    expect(modelRetryDelaySeconds({ ...base, waitedSeconds: 3000, remainingSeconds: 45 })).toBe(45);
  });

  it("follows a provider's retry-after when it asks for longer, within the cap", () => {
    const base = { baseSeconds: 30, remainingSeconds: 3600, waitedSeconds: 0 };
    expect(modelRetryDelaySeconds({ ...base, retryAfterSeconds: 120 })).toBe(120);
    expect(modelRetryDelaySeconds({ ...base, retryAfterSeconds: 5 })).toBe(30);
    expect(modelRetryDelaySeconds({ ...base, retryAfterSeconds: 86_400 })).toBe(MODEL_RETRY_DELAY_MAX_SECONDS);
  });

  it('says when the next attempt comes', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(modelWaitText({ retryAt: '2026-01-01T10:02:00Z' }, now)).toBe('Waiting for the analysis model — retrying in 2 min');
    expect(modelWaitText({ retryAt: '2026-01-01T10:00:20Z' }, now)).toBe('Waiting for the analysis model — retrying in 20 s');
    expect(modelWaitText({ retryAt: '2026-01-01T09:59:00Z' }, now)).toBe('Waiting for the analysis model — retrying now');
    expect(formatRetryIn(2 * 3600)).toBe('2 h');
  });

  it('reports a rate limit as rate-limited and every other outage as unreachable', () => {
    expect(modelStateOf('rate-limited')).toBe('rate-limited');
    expect(modelStateOf('timeout')).toBe('unreachable');
    expect(modelStateOf('server-error')).toBe('unreachable');
  });
});
