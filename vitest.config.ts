import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const domainSource = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@shop/domain': domainSource } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/{app,plugins}/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 120000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 300000,
          // One shop, one browser per file: journeys run one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
