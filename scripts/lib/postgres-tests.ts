import { readFileSync } from 'node:fs';
import path from 'node:path';
import { walk } from './walk';

// Which integration test files run on PostgreSQL (docs/decisions/0078-which-tests-run-on-postgresql.md):
// those whose first line is `// @postgres: <why>` or `// @postgres+pglite: <why>`. CI's PostgreSQL stage
// runs exactly these (.ci/run, through scripts/postgres-tests.ts); its PGlite run leaves out the first
// kind, and runs the second (the database layer as a default install runs it) and the unmarked files.
// `npm test` on a developer's machine runs every file on PGlite. tests/unit/postgres-tests.test.ts
// fails when a file that touches SQL the two databases can answer differently has no mark.

export const POSTGRES_MARK = '// @postgres:';
export const BOTH_DATABASES_MARK = '// @postgres+pglite:';

export const INTEGRATION_TESTS = 'tests/integration';

/** The integration test files under `root`, as paths relative to it, in a stable order. */
export function integrationTestFiles(root: string): string[] {
  return [...walk(path.join(root, INTEGRATION_TESTS))]
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .toSorted();
}

const firstLineOf = (text: string) => text.split('\n', 1)[0] ?? '';

/** The reason a test file's first line gives for running on PostgreSQL ('' when it gives none), or null when unmarked. */
export function postgresReason(text: string): string | null {
  const firstLine = firstLineOf(text);
  const mark = [POSTGRES_MARK, BOTH_DATABASES_MARK].find((each) => firstLine.startsWith(each));
  return mark ? firstLine.slice(mark.length).trim() : null;
}

/** Whether CI runs a test file on PGlite: unmarked, or marked for both databases. */
export function runsOnPglite(text: string): boolean {
  return postgresReason(text) === null || firstLineOf(text).startsWith(BOTH_DATABASES_MARK);
}

const filesWhere = (root: string, test: (text: string) => boolean) =>
  integrationTestFiles(root).filter((file) => test(readFileSync(path.join(root, file), 'utf8')));

/** The integration test files marked to run on PostgreSQL. */
export function postgresTestFiles(root: string): string[] {
  return filesWhere(root, (text) => postgresReason(text) !== null);
}

/** The integration test files CI runs on PGlite. */
export function pgliteTestFiles(root: string): string[] {
  return filesWhere(root, runsOnPglite);
}
