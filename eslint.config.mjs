import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
    // Server code never reaches into the UI: constants both need live in src/lib (docs/architecture.md section 3).
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/components/*', '@/app/*'], message: 'Server code must not import UI code; move what both need to src/lib.' }] },
      ],
    },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'data-*/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'src/server/db/migrations/**']),
]);
