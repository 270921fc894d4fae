import { describe, expect, it } from 'vitest';
import { compareFairOrder, fairStartTag, fairVirtualTime } from './fair-queue.ts';

describe('fair queue start tags', () => {
  it('starts an empty queue at 0', () => {
    expect(fairStartTag({ highestStartedTag: null, lowestWaitingTag: null, tenantLastTag: null, usersOfWorkspace: 1 })).toBe(0);
  });

  it('puts a tenant with nothing queued at the round of the job started last', () => {
    // A flood has tags 0..99; jobs 40 and 41 run.
    const state = { highestStartedTag: 41, lowestWaitingTag: 42, tenantLastTag: null, usersOfWorkspace: 1 };
    expect(fairVirtualTime(state)).toBe(41);
    expect(fairStartTag(state)).toBe(41);
  });

  it('uses the next waiting job\'s round when nothing runs', () => {
    expect(fairStartTag({ highestStartedTag: null, lowestWaitingTag: 7, tenantLastTag: null, usersOfWorkspace: 1 })).toBe(7);
  });

  it('gives a tenant\'s next job the round after its last one', () => {
    expect(fairStartTag({ highestStartedTag: 3, lowestWaitingTag: 4, tenantLastTag: 9, usersOfWorkspace: 1 })).toBe(10);
  });

  it('never puts a returning tenant behind the current round', () => {
    // Its last job ran long ago (tag 2); the queue is at round 50 now.
    expect(fairStartTag({ highestStartedTag: 50, lowestWaitingTag: 51, tenantLastTag: 2, usersOfWorkspace: 1 })).toBe(50);
  });

  it('spaces a user\'s jobs by the busy users of the workspace, so the workspace gets one turn per round', () => {
    expect(fairStartTag({ highestStartedTag: 0, lowestWaitingTag: 1, tenantLastTag: 4, usersOfWorkspace: 3 })).toBe(7);
  });

  it('orders by tag, then by arrival', () => {
    const jobs = [
      { name: 'a3', tag: 2, arrival: 2 },
      { name: 'b1', tag: 1, arrival: 4 },
      { name: 'a2', tag: 1, arrival: 1 },
    ];
    expect([...jobs].sort(compareFairOrder).map((job) => job.name)).toEqual(['a2', 'b1', 'a3']);
  });
});
