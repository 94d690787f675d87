// npx tsx scripts/postgres-tests.ts: the integration test files marked `// @postgres: <why>`, one a
// line, for CI's PostgreSQL stage (.ci/run; docs/decisions/0078-which-tests-run-on-postgresql.md).
import { exitWith } from './lib/fail';
import { postgresTestFiles } from './lib/postgres-tests';

const files = postgresTestFiles(process.cwd());
// An empty list would make vitest run every file: say so instead.
if (files.length === 0) exitWith('No integration test file is marked "// @postgres: <why>".');
console.log(files.join('\n'));
