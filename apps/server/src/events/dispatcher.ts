import type { Tx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { backoffMs } from '../lib/backoff.ts';
import type { EventType, StoredEvent } from './catalogue.ts';
import {
  type Claimed,
  claimDeliveries,
  holdClaimed,
  markDone,
  markFailed,
  parkedDeliveries,
  retryParked,
  subscribe,
} from './deliveries.ts';

/**
 * A handler runs inside the transaction that marks its delivery done, so its database changes happen
 * once with the mark; anything it does outside the database must be idempotent (it runs at least once).
 * It must use `tx`, never deps.db: on PGlite the one connection is held by that transaction.
 */
export type EventHandler<T extends EventType> = (event: StoredEvent<T>, tx: Tx) => Promise<void>;

export interface HandlerOptions {
  /** Attempts before the delivery is parked (default 8). */
  maxAttempts?: number;
  /** The first retry's wait; each further one doubles, up to an hour (default 1 s). */
  retryBaseMs?: number;
}

interface Registered {
  name: string;
  types: readonly EventType[];
  run: (event: StoredEvent, tx: Tx) => Promise<void>;
  maxAttempts: number;
  retryBaseMs: number;
}

const NAME = /^[a-z][a-z0-9_.:-]{1,99}$/;
const RETRY_MAX_MS = 3_600_000;

export interface DispatcherOptions {
  /** Deliveries claimed per pass (default 200 on PostgreSQL, 16 on the embedded database). */
  batch?: number;
  /** How long a claim is ours; a copy that dies mid-batch is replaced after it. */
  leaseMs?: number;
  /** The wait between passes when there was nothing to do. */
  idleMs?: number;
}

/** The event handlers of one server copy and the loop that runs their deliveries. */
export function createEventDispatcher(deps: Deps, copyId: string, opts: DispatcherOptions = {}) {
  // A batch runs in one transaction. On the embedded database that holds its only connection, so every
  // request waits for the whole batch: keep batches small there (with five handlers on bet.settled, 200
  // deliveries held the site up for seconds under load); PostgreSQL has a pool and takes 200.
  const batch = opts.batch ?? (deps.config.databaseUrl ? 200 : 16);
  const leaseMs = opts.leaseMs ?? 60_000;
  const idleMs = opts.idleMs ?? 250;
  const handlers = new Map<string, Registered>();
  let claims = 0;

  function failure(h: Registered, d: Claimed, e: unknown) {
    const message = e instanceof Error ? e.message : String(e);
    const park = d.attempts >= h.maxAttempts;
    const retryAt = new Date(deps.now().getTime() + backoffMs(d.attempts, h.retryBaseMs, RETRY_MAX_MS));
    deps.log.warn({ err: e, handler: h.name, eventId: d.event.id, park }, 'event handler failed');
    return { message: message.slice(0, 2000), park, retryAt };
  }

  /** One delivery in its own transaction; its failure is recorded without touching the others. */
  async function runOne(token: string, d: Claimed): Promise<boolean> {
    const h = handlers.get(d.handler);
    if (!h) return false;
    const one = { handler: d.handler, eventId: d.event.id };
    try {
      return await deps.db.transaction(async (tx) => {
        if ((await holdClaimed(tx, token, one)).size === 0) return false;
        await h.run(d.event, tx);
        await markDone(tx, token, deps.now(), one);
        return true;
      });
    } catch (e) {
      const f = failure(h, d, e);
      await markFailed(deps.db, token, one, f.message, f.retryAt, f.park);
      return false;
    }
  }

  /**
   * Runs a claimed batch in one transaction (one commit for all), and falls back to one transaction
   * per delivery when any handler throws, so one bad event does not hold up the rest.
   */
  async function runBatch(token: string, claimed: Claimed[]): Promise<number> {
    try {
      return await deps.db.transaction(async (tx) => {
        const held = await holdClaimed(tx, token);
        let done = 0;
        for (const d of claimed) {
          const h = handlers.get(d.handler);
          if (!h || !held.has(`${d.handler}#${d.event.id}`)) continue;
          await h.run(d.event, tx);
          done++;
        }
        await markDone(tx, token, deps.now());
        return done;
      });
    } catch {
      let done = 0;
      for (const d of claimed) if (await runOne(token, d)) done++;
      return done;
    }
  }

  /** One pass: claims due deliveries and runs them; returns how many were claimed. */
  async function dispatchOnce(): Promise<number> {
    const token = `${copyId}/${++claims}`;
    const claimed = await claimDeliveries(deps.db, [...handlers.keys()], token, deps.now(), leaseMs, batch);
    // The attempt was counted by the claim: one past the limit means earlier attempts died mid-delivery.
    const spent = claimed.filter((d) => d.attempts > (handlers.get(d.handler)?.maxAttempts ?? 0));
    for (const d of spent) {
      const one = { handler: d.handler, eventId: d.event.id };
      await markFailed(deps.db, token, one, 'the copy handling it stopped mid-delivery', deps.now(), true);
    }
    const runnable = claimed.filter((d) => !spent.includes(d));
    if (runnable.length > 0) await runBatch(token, runnable);
    return claimed.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function loop(): Promise<void> {
    let claimed = 0;
    try {
      claimed = await dispatchOnce();
    } catch (e) {
      deps.log.warn({ err: e }, 'event dispatch pass failed');
    }
    if (stopped) return;
    // A full batch means more are waiting: go again at once; otherwise wait for new events.
    timer = setTimeout(tick, claimed >= batch ? 0 : idleMs);
    timer.unref();
  }
  function tick() {
    running = loop();
  }

  return {
    /** Registers a handler for some event types; call `sync()` after registering (buildApp does). */
    on<T extends EventType>(name: string, types: readonly T[], run: EventHandler<T>, o: HandlerOptions = {}): void {
      if (!NAME.test(name)) throw new Error(`handler name "${name}" must match ${NAME}`);
      if (handlers.has(name)) throw new Error(`handler "${name}" is registered twice`);
      handlers.set(name, {
        name,
        types,
        // The claim joins deliveries to this handler's subscribed types only, so the event's type is one of T.
        run: run as (event: StoredEvent, tx: Tx) => Promise<void>,
        maxAttempts: o.maxAttempts ?? 8,
        retryBaseMs: o.retryBaseMs ?? 1000,
      });
    },
    /** Writes this copy's subscriptions, so events recorded from now on get deliveries for its handlers. */
    sync: () =>
      subscribe(
        deps.db,
        [...handlers.values()].flatMap((h) => h.types.map((eventType) => ({ handler: h.name, eventType }))),
      ),
    handlers: () => [...handlers.values()].map((h) => ({ name: h.name, types: h.types, maxAttempts: h.maxAttempts })),
    dispatchOnce,
    /** Deliveries given up on, newest first. */
    parked: (handler: string | undefined, limit: number) => parkedDeliveries(deps.db, handler, limit),
    /** Queues parked deliveries (of one event, or all) again; returns how many. */
    retry: (eventId: number | undefined, handler: string | undefined) =>
      retryParked(deps.db, deps.now(), eventId, handler),
    /** Runs passes until nothing is due; for tests, the CLI and the benchmark. */
    async drain(): Promise<number> {
      let total = 0;
      for (let n = await dispatchOnce(); n > 0; n = await dispatchOnce()) total += n;
      return total;
    },
    start(): void {
      if (!stopped || handlers.size === 0) return;
      stopped = false;
      tick();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type EventDispatcher = ReturnType<typeof createEventDispatcher>;
