import { config } from 'zod';

// Imported for its effect, before zod in every module that builds schemas the browser runs.
// The first object schema zod builds probes `new Function` to see if it may compile parsers;
// the shop's CSP forbids eval, so the browser reports a violation (a console error, and
// Lighthouse's best-practices score) although zod falls back. Jitless, zod skips the probe.
// The server has no CSP and keeps the compiled parsers. Only `config` is imported: re-exporting
// the z namespace from here would stop the bundler trimming zod (+58 KB on /auth).
if (typeof window !== 'undefined') config({ jitless: true });
