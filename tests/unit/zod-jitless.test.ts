import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Code the browser may run builds zod schemas only after src/lib/zod-jitless.ts has turned
// zod's eval probe off (a CSP violation otherwise). Server code (src/server, src/app's pages and
// routes) is exempt; a screen's own components (src/app/**/_components) are browser code.
const roots = ['src/lib', 'src/components'];
const screenComponents = (dir: string) => sourceFiles(dir).filter((file) => file.split(path.sep).includes('_components'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('zod in browser code', () => {
  const importers = [...roots.flatMap(sourceFiles), ...screenComponents('src/app')]
    .filter((file) => !file.endsWith('zod-jitless.ts'))
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }))
    .filter(({ source }) => /^import \{[^}]*\} from 'zod';/m.test(source));

  it('finds the modules that build schemas', () => {
    expect(importers.map(({ file }) => file)).toContain(path.join('src', 'lib', 'account-security.ts'));
  });

  it.each(importers.map(({ file, source }) => [file, source]))('%s imports the jitless setting before zod', (_file, source) => {
    const setting = source.indexOf("import '@/lib/zod-jitless';");
    expect(setting).toBeGreaterThanOrEqual(0);
    expect(setting).toBeLessThan(source.search(/^import \{[^}]*\} from 'zod';/m));
  });
});
