import http from 'node:http';
import next from 'next';
import { CLIENT_IP_HEADER, resolveClientIp } from '@/lib/client-ip';
import { StartupError } from './fail';
import { createPageCache } from './page-cache';

type ServeOptions = { root: string; port: number; dev: boolean; trustProxy: boolean; pageCacheSeconds: number };

/**
 * Next.js behind our own HTTP server, for one reason: the client's IP. A bare `next start`
 * passes on whatever X-Forwarded-For a client sends, so the sign-in rate limit could be
 * dodged by inventing addresses. Here the address comes from the socket, or from the
 * trusted proxy's last hop when TRUST_PROXY is set, and the client cannot override it.
 */
export async function serve({ root, port, dev, trustProxy, pageCacheSeconds }: ServeOptions) {
  const app = next({ dev, dir: root, port, hostname: 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const pageCache = createPageCache({ ttlMs: dev ? 0 : pageCacheSeconds * 1000, maxBytes: 64 * 1024 * 1024 });

  const server = http.createServer((request, response) => {
    const forwardedFor = request.headers['x-forwarded-for'];
    request.headers[CLIENT_IP_HEADER] = resolveClientIp(
      request.socket.remoteAddress,
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      trustProxy,
    );
    if (!trustProxy) delete request.headers['x-forwarded-for'];
    response.once('finish', () => logPageNotFound(request, response.statusCode));
    if (pageCache.serve(request, response)) return;
    void handle(request, response);
  });
  if (dev) server.on('upgrade', app.getUpgradeHandler());

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new StartupError(`Port ${port} is already in use.`) : error),
    );
    server.listen(port, () => resolve());
  });
  return { server, close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => app.close()) };
}

/** The not-found page logs the path that was asked for (spec section 2). */
function logPageNotFound(request: http.IncomingMessage, status: number) {
  if (status !== 404 || request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return;
  const path = (request.url ?? '').split('?')[0];
  console.warn(JSON.stringify({ level: 'warn', time: Date.now(), msg: 'page not found', path }));
}
