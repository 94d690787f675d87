import { readFileSync } from 'node:fs';
import path from 'node:path';
import { walk } from './walk';

// Which integration test files run on PostgreSQL as well as on PGlite
// (docs/decisions/0078-which-tests-run-on-postgresql.md): those whose first line is
// `// @postgres: <why>`. CI's PostgreSQL stage runs exactly these (.ci/run, through
// scripts/postgres-tests.ts); tests/unit/postgres-tests.test.ts fails when a file that touches SQL
// the two databases can answer differently has no mark.

export const POSTGRES_MARK = '// @postgres:';

export const INTEGRATION_TESTS = 'tests/integration';

/** The integration test files under `root`, as paths relative to it, in a stable order. */
export function integrationTestFiles(root: string): string[] {
  return [...walk(path.join(root, INTEGRATION_TESTS))]
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .toSorted();
}

/** The reason a test file's first line gives for running on PostgreSQL ('' when it gives none), or null when unmarked. */
export function postgresReason(text: string): string | null {
  const firstLine = text.split('\n', 1)[0] ?? '';
  return firstLine.startsWith(POSTGRES_MARK) ? firstLine.slice(POSTGRES_MARK.length).trim() : null;
}

/** The integration test files marked to run on PostgreSQL. */
export function postgresTestFiles(root: string): string[] {
  return integrationTestFiles(root).filter((file) => postgresReason(readFileSync(path.join(root, file), 'utf8')) !== null);
}
