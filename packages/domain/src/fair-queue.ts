/**
 * Fair queueing of document work (ADR 0025): reading an upload, OCR, drawing a page. Each job gets a
 * start tag when it arrives and jobs run in tag order (ties in arrival order), which is start-time fair
 * queueing with one unit of cost per job. A tenant's jobs get consecutive tags, so a flood spreads over
 * many rounds; a tenant with nothing queued enters at the current round, so it waits for at most the
 * job that is already next, never for another tenant's backlog.
 *
 * Tenants are workspaces, and users within one: a user's consecutive jobs are `usersOfWorkspace` tags
 * apart, so a workspace with three busy users gets about one job per round, as a workspace with one.
 */
export interface FairTenant {
  workspaceId: string;
  userId: string;
}

export interface FairQueueState {
  /** The highest tag among jobs already started and not finished (null: none). */
  highestStartedTag: number | null;
  /** The lowest tag among jobs still waiting (null: none). */
  lowestWaitingTag: number | null;
  /** The highest tag among the same user's jobs in this workspace, waiting or started (null: none). */
  tenantLastTag: number | null;
  /**
   * Users of the workspace with jobs waiting or started, counting the new job's user (at least 1).
   */
  usersOfWorkspace: number;
}

/**
 * Where the queue stands: the tag of the job started last, or when none runs, the next one's; an empty
 * queue starts again at 0 (tags only order jobs that wait together).
 */
export function fairVirtualTime(state: Pick<FairQueueState, 'highestStartedTag' | 'lowestWaitingTag'>): number {
  return state.highestStartedTag ?? state.lowestWaitingTag ?? 0;
}

/** The start tag of a new job of the tenant described by `state`. */
export function fairStartTag(state: FairQueueState): number {
  const now = fairVirtualTime(state);
  if (state.tenantLastTag === null) return now;
  return Math.max(now, state.tenantLastTag + Math.max(1, state.usersOfWorkspace));
}

/** Queue order: lower tag first, then the earlier arrival. */
export function compareFairOrder(a: { tag: number; arrival: number }, b: { tag: number; arrival: number }): number {
  return a.tag - b.tag || a.arrival - b.arrival;
}
