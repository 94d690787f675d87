import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Each feature in one place (docs/architecture.md section 3): a component that only one screen uses lives
// beside that screen's page, in its _components/ folder; src/components keeps the design system (ui/) and
// what several screens share. A screen is a folder below src/app/admin or src/app/(store) (the layouts of
// those two groups are shared by every screen under them).

const SRC = path.resolve('src');
const EXTENSIONS = ['.ts', '.tsx'];
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"\n]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

const files = sourceFiles(SRC);
const importers = new Map<string, Set<string>>();
for (const file of files) {
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolveImport(file, match[1]!);
    if (target) importers.set(target, (importers.get(target) ?? new Set()).add(file));
  }
}

const components = path.join(SRC, 'components') + path.sep;
const app = path.join(SRC, 'app') + path.sep;

/** The src/app files that reach a file, directly or through other shared components. */
function screensReaching(file: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    for (const importer of importers.get(queue.shift()!) ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (importer.startsWith(app)) found.add(screenOf(importer));
      else if (importer.startsWith(components)) queue.push(importer);
    }
  }
  return found;
}

/** src/app/admin/quotes/[id]/page.tsx → admin/quotes; a group's own layout → the group. */
function screenOf(file: string) {
  const parts = path.relative(app, path.dirname(file)).split(path.sep);
  return parts.slice(0, 2).join('/');
}

describe('the house', () => {
  const shared = files.filter((file) => file.startsWith(components) && !file.startsWith(path.join(components, 'ui') + path.sep));

  it('finds the shared components and who uses them', () => {
    expect(shared.length).toBeGreaterThan(50);
    expect(screensReaching(path.join(components, 'admin', 'list', 'list-table.tsx')).size).toBeGreaterThan(1);
  });

  it.each(shared.map((file) => [path.relative(SRC, file)]))('src/%s is shared by more than one screen', (file) => {
    const screens = [...screensReaching(path.join(SRC, file))];
    const oneScreen = screens.length === 1 && screens[0]!.includes('/');
    expect(oneScreen ? `only ${screens[0]} uses it: move it to that screen's _components/` : 'shared').toBe('shared');
  });
});
