// Next.js calls register() once when a server instance starts (node_modules/next/dist/docs/01-app/
// 03-api-reference/03-file-conventions/instrumentation.md). Here it hands the domains what they drive
// (auth its flows, the order record's events their listeners, receipts e-invoicing's IRN:
// src/server/composition/shop.ts) and starts this process's job worker
// (docs/decisions/0014-durable-jobs.md): in the Node.js runtime only, and never while `next build`
// prerenders pages (Next skips register() then too; the phase check says so here).
// scripts/start.ts stops the worker before it closes the database on shutdown.

// The launcher prepares Next.js while its set-up child migrates the database; the worker's
// first claim waits for set-up (the embedded database is one process's at a time).

declare global {
  var __storeSetUp: Promise<void> | undefined;
}

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Before any request is served or job run: no sign-up without its flows, no money without its e-invoice listener.
  const { composeTheShop } = await import('./server/composition/shop');
  composeTheShop();
  const { startJobWorker } = await import('./server/composition/jobs');
  void (globalThis.__storeSetUp ?? Promise.resolve()).then(() => startJobWorker());
}

/**
 * Every error Next.js captures on the server (a page's failed read that its error.tsx then
 * shows, a failed route handler or action) goes to the shop's log with its digest, the
 * reference the browser gets instead of the message. The path is logged without its query, and
 * the logger writes a draft order link's token as [redacted] (src/server/logger.ts): /pay/<token>
 * is a failed request's path like any other.
 */
export async function onRequestError(error: unknown, request: { path: string; method: string }, context: { routePath: string; routeType: string }) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./server/logger');
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  logger.error({ err: error, digest, method: request.method, path: request.path.split('?')[0], route: context.routePath, routeType: context.routeType }, 'Request failed');
}
