import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ActionRegistry, QueryRegistry } from './_registry';

// What tests/integration/admin-authorization.test.ts and control-characters.test.ts find for
// themselves, rather than list by hand: the sources under src/, the server actions and their
// exports, and the registries' valid input for each admin action. Import it after the file's
// vi.hoisted block has pointed DATA_DIR at a temporary folder.

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const REGISTRY_DIR = import.meta.dirname;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
export const sources = walk(path.join(ROOT, 'src'))
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file: relative(file), full: file, text: readFileSync(file, 'utf8') }));

/** The module starts with the 'use server' directive (comments may come before it). */
export const isServerActionModule = (text: string) => /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*['"]use server['"]/.test(text);
export const inActionsFolder = (file: string) => /^src\/server\/(?:.+\/)?actions\/[^/]+\.ts$/.test(file);

export type Discovered = { name: string; file: string; fn: (...args: unknown[]) => Promise<unknown> };

export async function exportedFunctions(files: { file: string; full: string }[]): Promise<Discovered[]> {
  const found: Discovered[] = [];
  for (const { file, full } of files) {
    const loaded = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(loaded)) {
      if (typeof value === 'function') found.push({ name, file, fn: value as Discovered['fn'] });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** The admin actions: every export of a 'use server' module in an actions/ folder. */
export const actionModules = sources.filter(({ file, text }) => inActionsFolder(file) && isServerActionModule(text));
export const adminActions = await exportedFunctions(actionModules);

/** The shopper's and the public's actions: every export of a 'use server' module elsewhere (actions/store/ folders). */
export const otherActions = await exportedFunctions(sources.filter(({ file, text }) => !inActionsFolder(file) && isServerActionModule(text)));

// The registries: every file in admin-authorization/ not starting with '_'.
const registryFiles = readdirSync(REGISTRY_DIR).filter((name) => name.endsWith('.ts') && !name.startsWith('_'));
export const actionInputs = new Map<string, { factory: () => Promise<unknown>; registry: string }>();
export const queryArgs = new Map<string, () => Promise<unknown[]>>();
export const duplicateEntries: string[] = [];
for (const name of registryFiles.sort()) {
  const registry = (await import(pathToFileURL(path.join(REGISTRY_DIR, name)).href)) as { actions?: ActionRegistry; queries?: QueryRegistry };
  for (const [key, factory] of Object.entries(registry.actions ?? {})) {
    if (actionInputs.has(key)) duplicateEntries.push(`${key} (in ${actionInputs.get(key)!.registry} and ${name})`);
    actionInputs.set(key, { factory, registry: name });
  }
  for (const [key, args] of Object.entries(registry.queries ?? {})) queryArgs.set(key, args);
}
