import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Deps } from './deps.ts';
import { createEventDispatcher, type EventDispatcher } from './events/dispatcher.ts';
import { pruneJob } from './jobs/prune.ts';
import { createJobRunner, type JobRunner } from './jobs/runner.ts';

/** The job runner and the event dispatcher of one server copy. */
export interface Platform {
  /** Names this copy in run records and claims. */
  copyId: string;
  jobs: JobRunner;
  events: EventDispatcher;
  /** Starts the loops (the server does; tests and the admin command tick by hand). */
  start(): void;
  stop(): Promise<void>;
}

const built = new WeakMap<Deps, Platform>();

function build(deps: Deps): Platform {
  const copyId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const jobs = createJobRunner(deps, copyId);
  const events = createEventDispatcher(deps, copyId);
  jobs.define(
    pruneJob(deps, () =>
      jobs
        .definitions()
        .filter((d) => d.cadence)
        .map((d) => d.type),
    ),
  );
  return {
    copyId,
    jobs,
    events,
    start() {
      jobs.start();
      events.start();
    },
    async stop() {
      await Promise.all([jobs.stop(), events.stop()]);
    },
  };
}

/** The platform of one app, made once: modules define jobs and handlers on it, main.ts starts it. */
export function platformOf(deps: Deps): Platform {
  let p = built.get(deps);
  if (!p) {
    p = build(deps);
    built.set(deps, p);
  }
  return p;
}
