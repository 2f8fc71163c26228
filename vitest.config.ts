import { defineConfig } from 'vitest/config';

/**
 * unit: pure code, no emulator. corpus: the shared real-file corpus (scripts/conformance.mjs). api: against the running local stack (CVMATE_URL). e2e: Playwright
 * (playwright-core + Debian chromium) against the same stack. scripts/test-stack.mjs starts the stack for
 * the last two.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/*.corpus.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'corpus',
          include: ['packages/*/src/**/*.corpus.test.ts', 'scripts/**/*.corpus.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['functions/src/**/*.api.test.ts'],
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.spec.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
