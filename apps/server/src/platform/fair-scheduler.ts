import { compareFairOrder, fairStartTag, type FairTenant } from '@pitchscope/domain/fair-queue';

/**
 * Hands a limited number of slots (the document sandbox's lanes) to tasks of many tenants, fairly
 * (ADR 0025): tasks wait in start-tag order (packages/domain fair-queue.ts), a workspace never holds more
 * than `workspaceCap` slots, and a waiting task can say its place in line. In-process only: the durable
 * upload queue is made fair in the database the same way (uploads.queue_tag, pg-boss priority and group).
 */
export interface FairSchedulerOptions {
  slots: number;
  /** Slots one workspace may hold at once (at most `slots`). */
  workspaceCap?: number;
}

/** A task without a tenant (a background warm-up, a tool) shares one tenant of its own. */
export const UNATTRIBUTED_TENANT: FairTenant = { workspaceId: '', userId: '' };

interface Ticket {
  tenant: FairTenant;
  tag: number;
  arrival: number;
  start: () => void;
}

export class FairScheduler {
  private readonly slots: number;
  private readonly workspaceCap: number;
  private readonly waiting: Ticket[] = [];
  private readonly running: Ticket[] = [];
  private arrivals = 0;

  constructor(options: FairSchedulerOptions) {
    this.slots = Math.max(1, options.slots);
    this.workspaceCap = Math.min(this.slots, Math.max(1, options.workspaceCap ?? this.slots));
  }

  /** Runs `task` once a slot is its turn; the slot is released when it settles. */
  async run<T>(tenant: FairTenant, task: () => Promise<T>): Promise<T> {
    const ticket = await this.take(tenant);
    try {
      return await task();
    } finally {
      this.release(ticket);
    }
  }

  /** Tasks waiting for a slot (not counting running ones). */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Tasks waiting or running. */
  get pendingCount(): number {
    return this.waiting.length + this.running.length;
  }

  /**
   * The tenant's first waiting task's place in line (1: it goes next when a slot it may take frees up),
   * or null when none of its tasks waits.
   */
  positionOf(tenant: FairTenant): number | null {
    const ordered = [...this.waiting].sort(compareFairOrder);
    const index = ordered.findIndex((ticket) => sameTenant(ticket.tenant, tenant));
    return index === -1 ? null : index + 1;
  }

  /** Workspaces holding slots now, with how many (for tests and logs). */
  runningByWorkspace(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const ticket of this.running) counts.set(ticket.tenant.workspaceId, (counts.get(ticket.tenant.workspaceId) ?? 0) + 1);
    return counts;
  }

  private take(tenant: FairTenant): Promise<Ticket> {
    return new Promise((resolve) => {
      const ticket: Ticket = { tenant, tag: this.startTagFor(tenant), arrival: this.arrivals++, start: () => resolve(ticket) };
      this.waiting.push(ticket);
      this.dispatch();
    });
  }

  private release(ticket: Ticket) {
    const index = this.running.indexOf(ticket);
    if (index !== -1) this.running.splice(index, 1);
    this.dispatch();
  }

  private dispatch() {
    while (this.running.length < this.slots) {
      const next = this.nextEligible();
      if (!next) return;
      this.waiting.splice(this.waiting.indexOf(next), 1);
      this.running.push(next);
      next.start();
    }
  }

  /** The first waiting task in fair order whose workspace is below its cap. */
  private nextEligible(): Ticket | undefined {
    const held = this.runningByWorkspace();
    let best: Ticket | undefined;
    for (const ticket of this.waiting) {
      if ((held.get(ticket.tenant.workspaceId) ?? 0) >= this.workspaceCap) continue;
      if (!best || compareFairOrder(ticket, best) < 0) best = ticket;
    }
    return best;
  }

  private startTagFor(tenant: FairTenant): number {
    let highestStartedTag: number | null = null;
    let lowestWaitingTag: number | null = null;
    let tenantLastTag: number | null = null;
    const users = new Set([tenant.userId]);
    for (const ticket of this.running) highestStartedTag = Math.max(highestStartedTag ?? ticket.tag, ticket.tag);
    for (const ticket of this.waiting) lowestWaitingTag = Math.min(lowestWaitingTag ?? ticket.tag, ticket.tag);
    for (const ticket of [...this.running, ...this.waiting]) {
      if (ticket.tenant.workspaceId !== tenant.workspaceId) continue;
      users.add(ticket.tenant.userId);
      if (ticket.tenant.userId === tenant.userId) tenantLastTag = Math.max(tenantLastTag ?? ticket.tag, ticket.tag);
    }
    return fairStartTag({ highestStartedTag, lowestWaitingTag, tenantLastTag, usersOfWorkspace: users.size });
  }
}

const sameTenant = (a: FairTenant, b: FairTenant) => a.workspaceId === b.workspaceId && a.userId === b.userId;
