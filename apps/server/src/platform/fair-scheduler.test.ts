import { describe, expect, it } from 'vitest';
import { FairScheduler } from './fair-scheduler.ts';

const alice = { workspaceId: 'ws-a', userId: 'alice' };
const bob = { workspaceId: 'ws-b', userId: 'bob' };
const carol = { workspaceId: 'ws-c', userId: 'carol' };

/** A task that runs until the test finishes it, recording when it started. */
function harness(scheduler: FairScheduler) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  // Starts and releases happen in promise callbacks: a macrotask lets them all run.
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const submit = async (tenant: { workspaceId: string; userId: string }, name: string) => {
    void scheduler.run(tenant, () => {
      started.push(name);
      return new Promise<void>((resolve) => finishers.set(name, resolve));
    });
    await settle();
  };
  const finish = async (name: string) => {
    finishers.get(name)!();
    await settle();
  };
  return { started, submit, finish };
}

describe('FairScheduler', () => {
  it('runs another tenant\'s one task after at most one task of a flood, with one slot', async () => {
    const scheduler = new FairScheduler({ slots: 1 });
    const { started, submit, finish } = harness(scheduler);
    for (let i = 1; i <= 6; i += 1) await submit(alice, `a${i}`);
    await finish('a1');
    // Bob's file arrives while a2 runs: it goes before a3 to a6.
    await submit(bob, 'b1');
    await finish('a2');
    expect(started).toEqual(['a1', 'a2', 'b1']);
  });

  it('serves a newcomer before the flood\'s queued tasks, so it waits for a running task only', async () => {
    const scheduler = new FairScheduler({ slots: 2 });
    const { started, submit, finish } = harness(scheduler);
    for (let i = 1; i <= 5; i += 1) await submit(alice, `a${i}`);
    await submit(bob, 'b1');
    expect(started).toEqual(['a1', 'a2']);
    await finish('a1');
    expect(started).toEqual(['a1', 'a2', 'b1']);
  });

  it('interleaves two floods task by task', async () => {
    const scheduler = new FairScheduler({ slots: 1 });
    const { started, submit, finish } = harness(scheduler);
    for (let i = 1; i <= 3; i += 1) await submit(alice, `a${i}`);
    for (let i = 1; i <= 3; i += 1) await submit(carol, `c${i}`);
    for (let i = 0; i < 5; i += 1) await finish(started.at(-1)!);
    // Carol arrived while a1 ran: her first task joins that round, then the two alternate.
    expect(started).toEqual(['a1', 'c1', 'a2', 'c2', 'a3', 'c3']);
  });

  it('keeps a workspace within its cap while another workspace may use the free slot', async () => {
    const scheduler = new FairScheduler({ slots: 2, workspaceCap: 1 });
    const { started, submit, finish } = harness(scheduler);
    for (let i = 1; i <= 4; i += 1) await submit(alice, `a${i}`);
    expect(started).toEqual(['a1']);
    expect(scheduler.runningByWorkspace().get('ws-a')).toBe(1);
    await submit(bob, 'b1');
    expect(started).toEqual(['a1', 'b1']);
    await finish('a1');
    expect(started).toEqual(['a1', 'b1', 'a2']);
    expect(scheduler.runningByWorkspace().get('ws-a')).toBe(1);
  });

  it('shares a workspace\'s turns between its users', async () => {
    const dave = { workspaceId: 'ws-a', userId: 'dave' };
    const scheduler = new FairScheduler({ slots: 1 });
    const { started, submit, finish } = harness(scheduler);
    for (let i = 1; i <= 4; i += 1) await submit(alice, `a${i}`);
    await submit(dave, 'd1');
    await finish('a1');
    expect(started).toEqual(['a1', 'd1']);
  });

  it('reports each tenant\'s place in line', async () => {
    const scheduler = new FairScheduler({ slots: 1 });
    const { submit } = harness(scheduler);
    for (let i = 1; i <= 4; i += 1) await submit(alice, `a${i}`);
    await submit(bob, 'b1');
    // a1 runs; waiting in order: b1 (entered at the running round), a2, a3, a4.
    expect(scheduler.positionOf(bob)).toBe(1);
    expect(scheduler.positionOf(alice)).toBe(2);
    expect(scheduler.positionOf(carol)).toBeNull();
    expect(scheduler.waitingCount).toBe(4);
  });
});
