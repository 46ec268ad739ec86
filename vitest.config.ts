import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: ['utils/**/*.test.ts', 'components/**/*.test.tsx', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          fileParallelism: false,
        },
        resolve: { alias: { '@': import.meta.dirname } },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Real browsers on two cores: one at a time.
          maxWorkers: 1,
        },
        resolve: { alias: { '@': import.meta.dirname } },
      },
    ],
  },
});
