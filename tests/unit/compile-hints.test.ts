import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, startupScripts } from '../../scripts/lib/compile-hints';

// A build directory shaped like Next.js 16's: the framework's scripts in build-manifest.json, each
// page's in its client reference manifest, and a chunk that only a dynamic import loads.
let nextDir = '';
const chunk = (name: string) => path.join(nextDir, 'static', 'chunks', name);
// Startup chunks of 4 KB and more get the hint; the page's tiny chunk (faq.js) is below that.
const body = (name: string) => `(()=>{/* ${name} */${'void 0;'.repeat(700)}})();`;

function referenceManifest(page: string, entryJSFiles: Record<string, string[]>) {
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};\n`;
}

beforeEach(() => {
  nextDir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(nextDir, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(nextDir, 'server', 'app', '(store)', 'faq'), { recursive: true });
  for (const name of ['react.js', 'runtime.js', 'layout.js', 'dialog.js']) writeFileSync(chunk(name), body(name));
  writeFileSync(chunk('faq.js'), '(()=>{/* faq.js */})();');
  writeFileSync(path.join(nextDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'] }));
  writeFileSync(
    path.join(nextDir, 'server', 'app', '(store)', 'faq', 'page_client-reference-manifest.js'),
    referenceManifest('/(store)/faq/page', {
      '[project]/src/app/(store)/layout': ['static/chunks/layout.js'],
      '[project]/src/app/(store)/faq/page': ['static/chunks/layout.js', 'static/chunks/faq.js'],
    }),
  );
});

describe('compile hints', () => {
  it('finds the framework scripts and every page segment script, and nothing loaded on demand', () => {
    expect([...startupScripts(nextDir)].sort()).toEqual(['static/chunks/faq.js', 'static/chunks/layout.js', 'static/chunks/react.js', 'static/chunks/runtime.js']);
  });

  it('puts the hint on the first line of each startup script of 4 KB or more once, and leaves the rest as built', () => {
    expect(addCompileHints(nextDir)).toBe(3);
    expect(readFileSync(chunk('layout.js'), 'utf8')).toBe(`${COMPILE_HINT}${body('layout.js')}`);
    expect(readFileSync(chunk('react.js'), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n(')).toBe(true);
    expect(readFileSync(chunk('faq.js'), 'utf8')).toBe('(()=>{/* faq.js */})();');
    expect(readFileSync(chunk('dialog.js'), 'utf8')).toBe(body('dialog.js'));
    // A second run (npm start after npm run build) changes nothing.
    expect(addCompileHints(nextDir)).toBe(0);
    expect(readFileSync(chunk('layout.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });
});
