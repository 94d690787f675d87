import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { walk } from './walk';

// Chrome (136 and later) compiles every function of a script that starts with this comment on the
// background thread that downloads it, instead of one function at a time on the main thread the
// first time each is called. Our startup scripts call most of what they hold while the page
// hydrates, and that lazy compiling was the biggest task of every storefront load (40–60 ms on
// this machine, four times that on a mid-range phone). Only the chunks a page's HTML loads get the
// hint: chunks loaded on demand (the admin's editor, a dialog's code) are compiled as they run.
// So are startup chunks under 4 KB, which compile in a fraction of a millisecond: the hint's own
// bytes would cost a phone more than it saves.
// See docs/decisions/0024-compile-hints-for-startup-scripts.md.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const SMALLEST_HINTED_BYTES = 4096;

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> };

/**
 * The scripts some page's HTML loads: the framework's (build-manifest.json's rootMainFiles) and each
 * route segment's (the entryJSFiles of every page's client reference manifest), as paths relative
 * to `.next`, e.g. `static/chunks/2itceiyhzpeqb.js`.
 */
export function startupScripts(nextDir: string): Set<string> {
  const scripts = new Set<string>();
  const buildManifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  for (const file of buildManifest.rootMainFiles ?? []) scripts.add(file);
  const appDir = path.join(nextDir, 'server', 'app');
  if (!existsSync(appDir)) return scripts;
  for (const file of walk(appDir)) {
    if (!file.endsWith('_client-reference-manifest.js')) continue;
    // Each manifest is a script that assigns to globalThis.__RSC_MANIFEST; run it in an empty context.
    const context: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    vm.runInNewContext(readFileSync(file, 'utf8'), context, { filename: file, timeout: 1000 });
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const script of files) scripts.add(script);
    }
  }
  return scripts;
}

/** Puts the compile hint at the top of every startup script of the build in `nextDir`; returns how many it changed. */
export function addCompileHints(nextDir: string) {
  let changed = 0;
  for (const script of startupScripts(nextDir)) {
    const file = path.join(nextDir, script);
    if (!script.endsWith('.js') || !existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    if (source.length < SMALLEST_HINTED_BYTES || source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    changed++;
  }
  return changed;
}
