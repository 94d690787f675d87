// npm test: the whole suite, in order of speed: lint, typecheck, unit, integration
// (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), end-to-end in Chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`\n✖ No Chromium at ${chromium}. Install it with "apt-get install chromium" (or set CHROMIUM_PATH).\n`);
  process.exit(1);
}

const steps: Array<[string, string[]]> = [
  ['lint', ['eslint', '--max-warnings=0', '.']],
  ['typecheck', ['tsc', '--noEmit']],
  ['unit', ['vitest', 'run', '--project', 'unit']],
  ['integration', ['vitest', 'run', '--project', 'integration']],
  ['end-to-end', ['playwright', 'test']],
];

for (const [name, [bin, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(`node_modules/.bin/${bin}`, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all tests passed');
