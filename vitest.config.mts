import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // Next.js resolves 'server-only' to an empty module on the server; so do the tests.
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/server-only-stub.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // npm test runs the unit tests beside lint, typecheck and the build on two cores: the lint-zone
          // tests, which run ESLint, took 4.7 s there against a 5 s default.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/helpers/database-template.ts'],
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite boots a WASM Postgres per file; two at once fits two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
