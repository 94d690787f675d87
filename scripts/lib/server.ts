import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { askOurselves } from './ask-ourselves';
import { StartupError } from './fail';
import { createPageCache } from './page-cache';
import { createRequestListener } from './request-listener';
import { createStaticAssets } from './static-assets';
import { createMetrics } from './metrics';
import { keepIdleConnectionsOpen } from './keep-alive';
import { shutDown, SHUTDOWN_DEADLINE_MS } from './shutdown';

type ServeOptions = { root: string; port: number; dev: boolean; trustProxy: boolean; pageCacheSeconds: number; publicUrl: string };

/**
 * Next.js behind our own HTTP server. First for the client's IP: a bare `next start` passes on
 * whatever X-Forwarded-For a client sends, so the sign-in rate limit could be dodged by
 * inventing addresses (docs/decisions/0003). Then for what must happen before Next reads a
 * request: body caps, HSTS and the page cache (scripts/lib/request-listener.ts).
 */
export async function prepareServer({ root, port, dev, trustProxy, pageCacheSeconds, publicUrl }: ServeOptions) {
  const app = next({ dev, dir: root, port, hostname: 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const metrics = createMetrics({ token: process.env.METRICS_TOKEN || undefined, database: () => globalThis.__storeDatabase, behindProxy: trustProxy });
  const pageCache = createPageCache({
    ttlMs: dev ? 0 : pageCacheSeconds * 1000,
    maxBytes: 64 * 1024 * 1024,
    onLookup: metrics.pageCacheLookup,
    revalidate: (url, headers) => askOurselves(port, url, headers),
  });

  const hsts = publicUrl.startsWith('https://');
  const staticAssets = dev ? undefined : createStaticAssets(path.join(root, '.next', 'static'));
  const server = http.createServer(createRequestListener({ handle, pageCache, staticAssets, trustProxy, hsts, metrics }));
  keepIdleConnectionsOpen(server);
  if (dev) server.on('upgrade', app.getUpgradeHandler());

  /** Starts accepting requests; resolves once the port is bound. */
  const listen = async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'EADDRINUSE' ? new StartupError(`Port ${port} is already in use.`) : error),
      );
      server.listen(port, () => resolve());
    });
    return { server, close: (deadlineMs = SHUTDOWN_DEADLINE_MS) => shutDown(server, deadlineMs).then(() => app.close()) };
  };
  return { listen };
}
