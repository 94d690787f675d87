import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { StartupError } from './fail';
import { addCompileHints } from './compile-hints';
import { precompressStaticAssets } from './static-assets';

// `npm start` builds when there is no build of the current sources: the hash of every
// input of `next build` is kept beside the build output. The demo content (seed/) is not one:
// scripts/setup.ts reads it at start, so a change there needs a fresh database, not a build.

const INPUTS = ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs'];

function* files(root: string, relative: string): Generator<string> {
  const entry = path.join(root, relative);
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield relative;
    return;
  }
  for (const child of readdirSync(entry).sort()) yield* files(root, path.join(relative, child));
}

export function sourceHash(root: string) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(root, input)) {
      hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
    }
  }
  return hash.digest('hex');
}

export function hasBuild(root: string) {
  return existsSync(path.join(root, '.next', 'BUILD_ID'));
}

/**
 * The production start (`npm run start:prod`, or `npm start` with NODE_ENV=production): serves
 * the build made beforehand by `npm run build`, without reading a single source file.
 */
export function requireBuild(root: string) {
  if (!hasBuild(root)) throw new StartupError('No build found. Run `npm run build` first (the production start never builds).');
}

export async function buildIfNeeded(root: string) {
  const marker = path.join(root, '.next', 'source-hash');
  const current = sourceHash(root);
  const built = hasBuild(root) && existsSync(marker) ? readFileSync(marker, 'utf8') : null;
  if (built === current) return false;
  console.log('Building the store (first start or changed sources)…');
  await build(root, current);
  return true;
}

/**
 * `next build`; the compile hint on the scripts pages load at startup (scripts/lib/compile-hints.ts);
 * a brotli and a gzip copy of its static files (scripts/lib/static-assets.ts); then the hash of what
 * it was built from, so `npm start` knows the build is current.
 */
export async function build(root: string, hash = sourceHash(root)) {
  const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new StartupError('The build failed: see the output above.');
  addCompileHints(path.join(root, '.next'));
  await precompressStaticAssets(path.join(root, '.next', 'static'));
  writeFileSync(path.join(root, '.next', 'source-hash'), hash);
}
