import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { logger } from '../logger.ts';

/** The channel the database's triggers announce changes on (migration 0015, ADR 0023). */
export const CHANGES_CHANNEL = 'pitchscope_changes';
/** After a lost LISTEN connection, the next attempt waits this long (the caches stay off meanwhile). */
const RECONNECT_DELAY_MS = 1000;

export interface ChangeListener {
  /** One change, as the trigger wrote it: `<kind>:<id>`. */
  onChange(kind: string, id: string): void;
  /** Changes may have been missed (connection lost or re-established): everything derived must go. */
  onReset(): void;
}

/**
 * What the database says changed, for the in-process caches. A cache may serve only while `live`: on
 * PostgreSQL the notifications come over their own connection, and while it is down a change could go
 * unseen.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  change(payload: string) {
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    const kind = payload.slice(0, colon);
    const id = payload.slice(colon + 1);
    for (const listener of this.listeners) listener.onChange(kind, id);
  }

  reset() {
    for (const listener of this.listeners) listener.onReset();
  }
}

/**
 * PGlite runs in this process and calls the listener before the writing query returns, so a change is
 * seen by every request that starts after the write (tested in session-cache.test.ts).
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const stop = await client.listen(CHANGES_CHANNEL, (payload) => listeners.change(payload));
  let live = true;
  return {
    get live() {
      return live;
    },
    subscribe: (listener) => listeners.subscribe(listener),
    close: async () => {
      live = false;
      await stop().catch(() => undefined);
    },
  };
}

/**
 * PostgreSQL: one dedicated connection LISTENs for every process's changes. Losing it turns the caches
 * off and empties them; they come back on (empty) once it LISTENs again, so nothing cached before or
 * during the gap is ever served. Another process's change arrives a notification's delivery later (well
 * under a millisecond on one host). This process's own writes must not wait for that: each connection of
 * `pool` LISTENs too, and PostgreSQL hands a session its own notifications with its COMMIT's answer, so
 * they reach the caches before the writing query returns, as on PGlite.
 */
export async function postgresChangeFeed(connectionString: string, pool: pg.Pool): Promise<ChangeFeed> {
  const listeners = new Listeners();
  pool.on('connect', (connection) => {
    connection.on('notification', (message) => {
      // The others' notifications come through the dedicated connection below.
      const own = message.processId === (connection as unknown as { processID: number }).processID;
      if (own && message.channel === CHANGES_CHANNEL && message.payload) listeners.change(message.payload);
    });
    connection.query(`LISTEN ${CHANGES_CHANNEL}`).catch((error: Error) => {
      logger.error(`[cache] a pooled connection could not LISTEN: ${error.message}`);
    });
  });
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const lost = (reason: string) => {
    if (closed || !client) return;
    logger.warn(`[cache] change notifications lost (${reason}): caches off until reconnected`);
    const dead = client;
    client = null;
    silence(dead);
    dead.end().catch(() => undefined);
    live = false;
    listeners.reset();
    retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    retry.unref();
  };

  const connect = async () => {
    retry = null;
    const next = new pg.Client({ connectionString });
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) listeners.change(message.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (closed) return;
      listeners.reset();
      live = true;
    } catch (error) {
      lost((error as Error).message);
    }
  };

  await connect();
  return {
    get live() {
      return live;
    },
    subscribe: (listener) => listeners.subscribe(listener),
    close: async () => {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      if (current) silence(current);
      await current?.end().catch(() => undefined);
    },
  };
}

/** A client given up on may still emit errors: with no listener an 'error' event would crash the process. */
function silence(client: pg.Client) {
  client.removeAllListeners();
  client.on('error', () => undefined);
}
