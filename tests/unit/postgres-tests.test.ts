import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTH_DATABASES_MARK, integrationTestFiles, POSTGRES_MARK, postgresReason, runsOnPglite } from '../../scripts/lib/postgres-tests';

// Which integration tests run on PostgreSQL too (docs/decisions/0078-which-tests-run-on-postgresql.md):
// every file showing a sign of SQL that PGlite and PostgreSQL can answer differently must say so on
// its first line, `// @postgres: <why>`, or CI's PostgreSQL stage (.ci/run) would not run it. The
// signs are read in the test's own text; when in doubt a sign is kept, as a file runs on PostgreSQL
// when in doubt.

const SIGNS: { what: string; pattern: RegExp }[] = [
  // PGlite has one connection, so work raced there runs one piece after another: only PostgreSQL races it.
  // Not so for modules imported, files stored or read, or a database and a mail sink started side by side.
  {
    what: 'work raced at once (Promise.all)',
    pattern: /Promise\.(all|allSettled|race|any)\((?!\[(import\(|sharp\(|stored\w*\(|createTestDatabase\(\), startSmtpSink\()|Array\.from\(\{ length: \d+ \}, stored)/,
  },
  { what: 'a race or concurrency', pattern: /concurren|\brac(e|es|ed|ing)\b/i },
  { what: 'row locks', pattern: /\bfor update\b|\bskip locked\b|\block(s|ed|ing)?\b|\bunlock/i },
  { what: 'advisory locks', pattern: /pg_advisory/i },
  { what: 'isolation of transactions', pattern: /isolation|serializable|repeatable read/i },
  { what: 'a unique violation', pattern: /unique_violation|23505|duplicate key|unique constraint/i },
  { what: 'SQL written by hand', pattern: /\bsql`|\.execute\(/ },
  { what: 'full-text or trigram search', pattern: /tsvector|tsquery|trigram|pg_trgm|similarity|unaccent/i },
  { what: 'JSON operators', pattern: /->>?\s*'|\bjsonb?_|\bjsonb\b/i },
  // The dashboard, the order and e-invoice exports and the activity log's pages turn moments into
  // Lagos days and times, or UTC text, in SQL (src/lib/dates.ts).
  { what: 'time zones', pattern: /Africa\/Lagos|Lagos (time|day)|UTC\+1|time ?zone|SHOP_TIME_ZONE|date_trunc|midnight|(order|einvoice)-export'|(orders|einvoices|activity)\/export\/route'/i },
  { what: 'collation, the order of text', pattern: /\bcollat(e|ion)/i },
  { what: 'numeric overflow', pattern: /overflow|MAX_SAFE_INTEGER|2_?147_?483_?64[78]|bigint/i },
  { what: 'LISTEN/NOTIFY', pattern: /\bLISTEN\b|\bNOTIFY\b|pg_notify/ },
  // Every file reads and writes through the client and the schema; the rest of src/server/db is the SQL layer itself.
  { what: 'src/server/db beyond the client and the schema', pattern: /@\/server\/db\/(?!client'|schema')/ },
  { what: 'migrations', pattern: /migrat/i },
  { what: 'the job queue itself', pattern: /@\/server\/jobs\/(queue|worker)'|@\/server\/composition\/jobs'/ },
  { what: 'backup or restore', pattern: /@\/server\/backup|scripts\/(backup|restore)|\bbackups?\b(?![ -]codes)/i },
  { what: 'a branch on the database under test', pattern: /process\.env\.TEST_DATABASE_URL/ },
];

const root = path.resolve(import.meta.dirname, '../..');

// The database under test is opened by tests/helpers/test-database.ts, or by a helper that calls it. A
// file that opens neither (the mail outbox, media streaming, PGlite's own data directory...) runs
// alike on both stages, so it has nothing to show.
const helpers = path.join(root, 'tests/helpers');
const helpersOpeningTheDatabase = readdirSync(helpers)
  .filter((file) => file.endsWith('.ts') && readFileSync(path.join(helpers, file), 'utf8').includes("from './test-database'"))
  .map((file) => file.replace(/\.ts$/, ''));
const opensTheDatabase = (text: string) => ['test-database', ...helpersOpeningTheDatabase].some((helper) => text.includes(`/helpers/${helper}'`));

/** The signs in a test file's text. */
function signsIn(text: string) {
  if (!opensTheDatabase(text)) return [];
  return SIGNS.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what);
}

const files = integrationTestFiles(root).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

describe('which integration tests run on PostgreSQL', () => {
  it('finds the integration test files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('marks every file that shows a sign of SQL the two databases can answer differently', () => {
    const unmarked = files
      .filter(({ text }) => postgresReason(text) === null && signsIn(text).length > 0)
      .map(({ file, text }) => `${file}: ${signsIn(text).join('; ')}`);
    expect(unmarked).toEqual([]);
  });

  it('gives a reason on each mark, on the first line where CI reads it', () => {
    const unreasoned = files.filter(({ text }) => postgresReason(text) === '').map(({ file }) => file);
    const misplaced = files
      .filter(({ text }) => postgresReason(text) === null && (text.includes(POSTGRES_MARK) || text.includes(BOTH_DATABASES_MARK)))
      .map(({ file }) => file);
    expect({ unreasoned, misplaced }).toEqual({ unreasoned: [], misplaced: [] });
  });

  it('reads a mark and its reason from the first line alone', () => {
    expect(postgresReason('// @postgres: two checkouts race for the last chair\nimport x;')).toBe('two checkouts race for the last chair');
    expect(postgresReason('// @postgres:   \nimport x;')).toBe('');
    expect(postgresReason('import x;\n// @postgres: too late\n')).toBeNull();
    expect(postgresReason('// @postgres+pglite: the migrations themselves\nimport x;')).toBe('the migrations themselves');
  });

  it('leaves the files marked for PostgreSQL alone out of CI’s PGlite run, and runs the rest there', () => {
    expect(runsOnPglite('// @postgres: two checkouts race for the last chair\nimport x;')).toBe(false);
    expect(runsOnPglite('// @postgres+pglite: the migrations themselves\nimport x;')).toBe(true);
    expect(runsOnPglite('import x;\n// @postgres: too late\n')).toBe(true);
    expect(files.filter(({ text }) => runsOnPglite(text)).length).toBeGreaterThan(50);
  });

  it('sees the signs of a race, a lock and hand-written SQL, and not their look-alikes', () => {
    const opening = "import { createTestDatabase } from '../helpers/test-database';\n";
    expect(signsIn(`${opening}await Promise.allSettled([buy(), buy()]);`)).toEqual(['work raced at once (Promise.all)']);
    expect(signsIn(`${opening}await db.execute(sql\`select 1 for update\`);`)).toEqual(['row locks', 'SQL written by hand']);
    expect(signsIn(`${opening}server.listen(0); const traced = block(); // the new backup codes`)).toEqual([]);
    expect(signsIn(`${opening}const [a, b] = await Promise.all([stored(), stored()]);`)).toEqual([]);
    expect(signsIn("import { startSmtpSink } from '../helpers/smtp-sink';\nawait Promise.all([send(), send()]);")).toEqual([]);
  });
});
