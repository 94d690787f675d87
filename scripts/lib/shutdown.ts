import type http from 'node:http';

/** How long requests in flight may take to finish when the shop is stopped (a deploy, a restart). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Stops accepting connections and lets the requests in flight finish. Keep-alive connections are
 * closed as soon as they fall idle (checked every 100 ms: a connection whose request ends after
 * close() would otherwise stay open until its keep-alive timeout); whatever still runs at the
 * deadline is cut off, so a stuck request never holds up a deploy.
 */
export function shutDown(server: http.Server, deadlineMs: number) {
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    });
  });
}
