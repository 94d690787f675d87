import { timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '@/server/db/client';

// GET /api/metrics in Prometheus' text format, answered by our HTTP server before Next.js (it sees
// every request, the page cache and the database pool). With METRICS_TOKEN set, the scraper sends
// `Authorization: Bearer <token>`; without it, only this machine (loopback) may read it, since order
// and job counts are business figures. Behind the reverse proxy the README's Deploy section sets up,
// every visitor arrives from loopback, so loopback counts only when no proxy is in the way: never with
// TRUST_PROXY=true, never for a request that carries a proxy's forwarding header.

export const METRICS_PATH = '/api/metrics';

/** Route groups keep the label set small: one series per kind of page, not per URL. */
export function routeGroup(path: string) {
  if (path.startsWith('/_next/')) return 'static';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/admin')) return 'admin';
  if (path.startsWith('/account') || path.startsWith('/checkout') || path.startsWith('/auth') || path.startsWith('/receipts')) return 'account';
  return 'storefront';
}

type MetricsOptions = {
  token: string | undefined;
  database: () => DatabaseHandle | undefined;
  /** The shop runs behind a reverse proxy (TRUST_PROXY). */
  behindProxy: boolean;
};

/** Headers a reverse proxy adds: a request with any of them came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = new Set(['x-forwarded-for', 'forwarded', 'x-real-ip']);

export function createMetrics({ token, database, behindProxy }: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'store_' });
  const registers = [registry];

  const requests = new Counter({ name: 'store_http_requests_total', help: 'Requests answered, by route group, method and status', labelNames: ['group', 'method', 'status'], registers });
  const latency = new Histogram({
    name: 'store_http_request_duration_seconds',
    help: 'Time to answer a request, by route group',
    labelNames: ['group'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  // Counted in plain numbers and handed over when scraped: a lookup is part of every kept page's
  // answer, which should cost what a file costs (docs/decisions/0027-shared-caches-for-public-pages.md).
  const lookups = { hit: 0, miss: 0 };
  new Counter({
    name: 'store_page_cache_lookups_total',
    help: 'Storefront page cache lookups, by result',
    labelNames: ['result'],
    registers,
    collect() {
      this.reset();
      for (const [result, count] of Object.entries(lookups)) this.inc({ result }, count);
    },
  });

  const count = async (query: string) => {
    const handle = database();
    if (!handle) return [];
    type Row = { label: string; count: number };
    const result = handle.kind === 'postgres' ? await handle.client.query<Row>(query) : await handle.client.query<Row>(query);
    return result.rows;
  };
  new Gauge({
    name: 'store_orders_placed',
    help: 'Orders in the database, by status',
    labelNames: ['status'],
    registers,
    async collect() {
      this.reset();
      for (const row of await count('select status as label, count(*)::int as count from orders group by status')) this.set({ status: row.label }, row.count);
    },
  });
  new Gauge({
    name: 'store_jobs',
    help: 'Background jobs, by status (pending, failed, done)',
    labelNames: ['status'],
    registers,
    async collect() {
      this.reset();
      for (const row of await count('select status as label, count(*)::int as count from jobs group by status')) this.set({ status: row.label }, row.count);
    },
  });
  new Gauge({
    name: 'store_db_pool_connections',
    help: 'PostgreSQL pool connections, by state (embedded database: one, always)',
    labelNames: ['state'],
    registers,
    collect() {
      const handle = database();
      if (handle?.kind === 'postgres') {
        this.set({ state: 'total' }, handle.client.totalCount);
        this.set({ state: 'idle' }, handle.client.idleCount);
        this.set({ state: 'waiting' }, handle.client.waitingCount);
      } else if (handle) {
        this.set({ state: 'total' }, 1);
      }
    },
  });

  function allowed(request: http.IncomingMessage) {
    if (!token) return !behindProxy && !wasForwarded(request) && isLoopback(request.socket.remoteAddress);
    const sent = Buffer.from(String(request.headers.authorization ?? ''));
    const expected = Buffer.from(`Bearer ${token}`);
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }

  return {
    /** Times the request and counts it when its response is finished. */
    observe(request: http.IncomingMessage, response: http.ServerResponse) {
      const group = routeGroup((request.url ?? '/').split('?')[0] ?? '/');
      const stop = latency.startTimer({ group });
      response.once('finish', () => {
        stop();
        requests.inc({ group, method: request.method ?? 'GET', status: String(response.statusCode) });
      });
    },
    pageCacheLookup(hit: boolean) {
      if (hit) lookups.hit++;
      else lookups.miss++;
    },
    /** Answers GET /api/metrics (returns true), or leaves the request to the rest (false). */
    serve(request: http.IncomingMessage, response: http.ServerResponse): boolean {
      if ((request.url ?? '').split('?')[0] !== METRICS_PATH) return false;
      if (!allowed(request)) {
        response.writeHead(token ? 401 : 403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        response.end(
          token
            ? 'A valid METRICS_TOKEN is required.\n'
            : 'Without METRICS_TOKEN, metrics are served only to this machine, never through a reverse proxy; set METRICS_TOKEN to scrape.\n',
        );
        return true;
      }
      registry
        .metrics()
        .then((text) => {
          response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
          response.end(text);
        })
        .catch((error: Error) => {
          response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
          response.end(`Metrics are unavailable: ${error.message}\n`);
        });
      return true;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Read from the raw headers: our request listener deletes X-Forwarded-For when no proxy is trusted
 * (scripts/lib/request-listener.ts), before this check runs.
 */
function wasForwarded(request: http.IncomingMessage) {
  return request.rawHeaders.some((name, index) => index % 2 === 0 && FORWARDING_HEADERS.has(name.toLowerCase()));
}

function isLoopback(address: string | undefined) {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
