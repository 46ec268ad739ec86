import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/** Rule patterns' RE2 engine as pages and tests load it (the worker's build swaps it: wxt.config.ts). */
const PATTERN_ENGINE = `${import.meta.dirname}/utils/notify/pattern-engine-module.ts`;
const MEASURES_MEMORY = ['tests/integration/service-slow-readers.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [WxtVitest()],
        resolve: { alias: { '#pattern-engine': PATTERN_ENGINE } },
        test: {
          name: 'unit',
          include: ['utils/**/*.test.ts', 'components/**/*.test.tsx', 'packages/**/*.test.ts', 'server/**/*.test.ts', 'devkit/**/*.test.ts', 'web/**/*.test.ts', 'tests/unit/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto', 'tests/setup/i18n.ts'],
          // The unit files share no state worth a fresh module graph each: on two cores isolation cost
          // ~100 s of a 150 s run for 37 s of tests. No unit file mocks modules, so nothing leaks between files.
          isolate: false,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ['tests/integration/**/*.cluster.test.ts', ...MEASURES_MEMORY],
          environment: 'node',
          testTimeout: 20_000,
          globalSetup: ['tests/integration/helpers/service-bundle.setup.ts'],
          // Two files at a time: a service test waits more than it computes (0.7 of a core one at a
          // time, 2026-11-29), and each file's services have their own ports, files and databases.
          fileParallelism: true,
          maxWorkers: 2,
        },
        resolve: { alias: { '@': import.meta.dirname, '#i18n': `${import.meta.dirname}/.wxt/i18n/index.ts`, '#pattern-engine': PATTERN_ENGINE } },
      },
      {
        // What measures a service's memory runs alone: beside another file's services it failed its budget once.
        test: {
          name: 'integration-alone',
          include: MEASURES_MEMORY,
          environment: 'node',
          testTimeout: 20_000,
          globalSetup: ['tests/integration/helpers/service-bundle.setup.ts'],
          fileParallelism: false,
        },
        resolve: { alias: { '@': import.meta.dirname, '#i18n': `${import.meta.dirname}/.wxt/i18n/index.ts`, '#pattern-engine': PATTERN_ENGINE } },
      },
      {
        // The service suites again, on PostgreSQL + Redis (private servers for the run), plus the
        // several-node tests that only make sense there.
        test: {
          name: 'integration-pg',
          include: ['tests/integration/service-*.test.ts', 'tests/integration/protocol-clients.test.ts', 'tests/integration/**/*.cluster.test.ts'],
          environment: 'node',
          env: { NEWSFLASH_TEST_BACKEND: 'postgres' },
          globalSetup: ['tests/integration/helpers/databases.setup.ts', 'tests/integration/helpers/service-bundle.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
        resolve: { alias: { '@': import.meta.dirname, '#i18n': `${import.meta.dirname}/.wxt/i18n/index.ts`, '#pattern-engine': PATTERN_ENGINE } },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/e2e/firefox-profile.setup.ts', 'tests/integration/helpers/service-bundle.setup.ts'],
          setupFiles: ['tests/e2e/browser-pool.setup.ts'],
          // Like the unit files, the e2e files share one module graph: a fresh one per file cost 70-100 s
          // of imports a lane. None mocks modules; what a file starts (services, browsers) it stops.
          isolate: false,
          fileParallelism: false,
          // Real browsers on two cores: one at a time.
          maxWorkers: 1,
        },
        resolve: { alias: { '@': import.meta.dirname, '#i18n': `${import.meta.dirname}/.wxt/i18n/index.ts`, '#pattern-engine': PATTERN_ENGINE } },
      },
    ],
  },
});
