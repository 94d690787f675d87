// npm test: the whole suite: lint, typecheck, unit tests and the production build side by side, then
// integration (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), then end-to-end in Chromium
// against that build (its launcher finds it current and does not build again). Lint and typecheck use
// one core each, so the build and the unit tests fill the other instead of queueing behind them; each
// step's output is printed whole once it ends, with its time (docs/benchmarks.md, "The test suite's
// time").
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { pgliteTestFiles } from './lib/postgres-tests';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`\n✖ No Chromium at ${chromium}. Install it with "apt-get install chromium" (or set CHROMIUM_PATH).\n`);
  process.exit(1);
}

type Step = { name: string; command: string[] };

// CI (.ci/run) runs the files marked `// @postgres:` on PostgreSQL later on, and says so: here they are
// left out of the PGlite run, so no file runs twice (docs/decisions/0078-which-tests-run-on-postgresql.md).
// On a developer's machine every file runs on PGlite.
const integrationFiles = process.env.INTEGRATION_MARKED_ON_POSTGRES === '1' ? pgliteTestFiles(process.cwd()) : [];

const stages: Step[][] = [
  [
    { name: 'lint', command: ['eslint', '--max-warnings=0', '.'] },
    { name: 'typecheck', command: ['tsc', '--noEmit'] },
    { name: 'unit', command: ['vitest', 'run', '--project', 'unit'] },
    { name: 'build', command: ['tsx', 'scripts/build.ts'] },
  ],
  [{ name: 'integration', command: ['vitest', 'run', '--project', 'integration', ...integrationFiles] }],
  [{ name: 'end-to-end', command: ['playwright', 'test'] }],
];

/** Runs a step; alone in its stage it prints as it goes, beside others it prints once done. */
function run({ name, command: [bin, ...args] }: Step, alone: boolean) {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${name}`);
  return new Promise<boolean>((resolve) => {
    const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${status === 0 ? '✔' : '✖'} ${name}: ${seconds} s`);
      resolve(status === 0);
    });
  });
}

async function main() {
  for (const stage of stages) {
    const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
    const failed = stage.filter((_, at) => !results[at]).map((step) => step.name);
    if (failed.length > 0) {
      console.error(`\n✖ ${failed.join(', ')} failed`);
      process.exit(1);
    }
  }
  console.log('\n✔ all tests passed');
}

void main();
