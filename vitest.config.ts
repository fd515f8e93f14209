import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Server suites whose subject is the same on every database: input validation before any query (fuzz),
 * the role gate before the input (policies), a child process that forces the embedded database itself
 * (process), static assets, docs and pure functions. CI's second pass on PostgreSQL and Redis
 * (`npm run test:server:pg`, TEST_DB_DIFFERENCES_ONLY=1) leaves them out; `npm test` runs them all.
 */
const SAME_ON_EVERY_DATABASE = [
  'apps/server/test/fuzz.test.ts',
  'apps/server/test/process.test.ts',
  'apps/server/test/codec-docs.test.ts',
  'apps/server/src/modules/staff/policies.test.ts',
  'apps/server/src/modules/staff/totp.test.ts',
  'apps/server/src/modules/audit/csv.test.ts',
  'apps/server/src/modules/art/art.test.ts',
  'apps/server/src/plugins/spa.test.ts',
  'apps/server/src/plugins/backoffice-spa.test.ts',
  'apps/server/src/plugins/cdn.test.ts',
];
const differencesOnly = process.env.TEST_DB_DIFFERENCES_ONLY === '1';

/**
 * Server suites that take half a minute or more (server copies killed in a loop, the fuzz walk, child
 * processes). A clean clone has no timings cached, so vitest would start them wherever their file size
 * puts them; started last, one of them outlasts the rest of the run on the other worker.
 */
const SLOW_FIRST = [
  'apps/server/src/modules/wallet/crash.test.ts',
  'apps/server/test/fuzz.test.ts',
  'apps/server/test/process.test.ts',
  'apps/server/src/modules/cashier/model.test.ts',
  'apps/server/src/jobs/crash.test.ts',
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((p) => f.moduleId.endsWith(p));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    // Projects keep vitest's order, and within a project the rest keep it too (the sort is stable).
    const projects = [...new Set(sorted.map((f) => f.project.name))];
    const project = (f: TestSpecification) => projects.indexOf(f.project.name);
    return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        extends: './apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          root: './apps/admin',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: differencesOnly ? [...configDefaults.exclude, ...SAME_ON_EVERY_DATABASE] : configDefaults.exclude,
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          pool: 'forks',
          // Files share a worker's module cache: importing the server took ~6 s per file (docs/conventions.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
