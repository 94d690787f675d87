import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The demo content (seed/) is loaded by scripts/setup.ts when it seeds an empty database, never by
// the app: nothing under src/ may import it, so the build and the server carry none of it.
const noSeedImports = { regex: '^(\\.{1,2}/)+seed(/|$)', message: 'The demo content (seed/) is loaded only when seeding (scripts/setup.ts), never by the app.' };

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSeedImports] }] },
  },
  {
    // Server code never reaches into the UI: constants both need live in src/lib (docs/architecture.md section 3).
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/components/*', '@/app/*'], message: 'Server code must not import UI code; move what both need to src/lib.' },
            noSeedImports,
          ],
        },
      ],
    },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'data-*/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'src/server/db/migrations/**']),
]);
