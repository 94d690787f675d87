import type http from 'node:http';

/** How long an idle keep-alive connection stays open: longer than a load balancer's usual 60 s. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Node closes an idle keep-alive connection after 5 s. A client that sends on it at that moment (a
 * proxy's upstream pool, a load balancer with a 60 s idle timeout, any pooled HTTP client) gets
 * ECONNRESET, and the shopper behind it a 502. So idle connections are kept longer than such clients
 * keep them; shutDown (scripts/lib/shutdown.ts) still closes them at once when the shop stops. The
 * header timeout must outlast the keep-alive, or Node may cut a connection just reused.
 */
export function keepIdleConnectionsOpen(server: http.Server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
