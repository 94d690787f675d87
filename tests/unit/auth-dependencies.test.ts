import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/security.md, "Sign-in and accounts": Better Auth at or past its 1.7.16 security release, and its
// passkey plugin on the same better-call as Better Auth itself (the plugin pins an older one; the
// `overrides` of package.json keep one), so an APIError thrown by one is the class the other checks for.

/** The folder Node loads package `name` from, looking up from `from` as it does (these packages' exports hide package.json from require). */
function packageFolder(name: string, from = process.cwd()): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (folder === path.dirname(folder)) throw new Error(`${name} is not installed`);
  }
}

const installedVersion = (name: string) => (JSON.parse(readFileSync(path.join(packageFolder(name), 'package.json'), 'utf8')) as { version: string }).version;

/** Where `dependency` is loaded from by `dependent`. */
const resolvedFrom = (dependent: string, dependency: string) => packageFolder(dependency, packageFolder(dependent));

const atLeast = (version: string, floor: string) => {
  const [a, b] = [version, floor].map((v) => v.split('-')[0]!.split('.').map(Number));
  const difference = a!.map((part, index) => part - b![index]!).find((d) => d !== 0) ?? 0;
  return difference >= 0;
};

describe('Better Auth as installed', () => {
  it('is at or past the 1.7.16 security release, core included', () => {
    for (const name of ['better-auth', '@better-auth/core']) expect(atLeast(installedVersion(name), '1.7.16'), `${name} ${installedVersion(name)}`).toBe(true);
    expect(installedVersion('@better-auth/core')).toBe(installedVersion('better-auth'));
  });

  it('has one better-call, @better-fetch/fetch and @better-auth/utils, shared by the passkey plugin', () => {
    for (const dependency of ['better-call', '@better-fetch/fetch', '@better-auth/utils']) {
      expect(resolvedFrom('@better-auth/passkey', dependency), dependency).toBe(resolvedFrom('better-auth', dependency));
      expect(resolvedFrom('@better-auth/core', dependency), dependency).toBe(resolvedFrom('better-auth', dependency));
    }
  });
});
