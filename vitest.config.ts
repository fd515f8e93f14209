import { configDefaults, defineConfig } from 'vitest/config';

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

export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
