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

/** The job runner and event dispatcher of one server copy (built once, by the composition root). */
export function createPlatform(deps: Deps): Platform {
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
