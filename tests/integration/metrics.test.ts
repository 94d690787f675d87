// @postgres: the job queue's counts, read from jobs queued directly
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { enqueueJob } from '@/server/jobs/queue';
import { createMetrics, routeGroup } from '../../scripts/lib/metrics';
import { createPageCache } from '../../scripts/lib/page-cache';
import { createRequestListener } from '../../scripts/lib/request-listener';

// GET /api/metrics from our real request listener on a real socket, with a real database behind
// its gauges (PGlite here, PostgreSQL in CI's second run).

let database: TestDatabase;
const servers: http.Server[] = [];

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  await enqueueJob('send-mail', { to: 'a@example.com', subject: 's', text: 't' });
});
afterAll(async () => {
  for (const server of servers) server.close();
  await database.dispose();
});

/** Our listener on loopback, wired as scripts/lib/server.ts wires it; `trustProxy` as TRUST_PROXY=true sets it. */
async function startServer(token?: string, { trustProxy = false } = {}) {
  const metrics = createMetrics({ token, database: () => database.handle, behindProxy: trustProxy });
  const pageCache = createPageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024, onLookup: metrics.pageCacheLookup });
  const next = (_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.setHeader('content-type', 'text/html');
    response.end('<html>Adire Living</html>');
  };
  const server = http.createServer(createRequestListener({ handle: next, pageCache, trustProxy, hsts: false, metrics }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('GET /api/metrics', () => {
  it('counts requests by route group, page cache hits, jobs and pool use', async () => {
    const base = await startServer();
    // A page the cache keeps is one in the encoding it was asked in: ask for none.
    const plain = { headers: { 'accept-encoding': 'identity' } };
    await fetch(`${base}/shop`, plain);
    await fetch(`${base}/shop`, plain);
    await fetch(`${base}/admin/orders`);
    const response = await fetch(`${base}/api/metrics`);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toMatch(/store_http_requests_total\{group="storefront",method="GET",status="200"\} 2/);
    expect(text).toMatch(/store_http_requests_total\{group="admin",method="GET",status="200"\} 1/);
    expect(text).toMatch(/store_http_request_duration_seconds_count\{group="storefront"\} 2/);
    expect(text).toMatch(/store_page_cache_lookups_total\{result="miss"\} 1/);
    expect(text).toMatch(/store_page_cache_lookups_total\{result="hit"\} 1/);
    expect(text).toMatch(/store_jobs\{status="pending"\} 1/);
    expect(text).toMatch(/store_db_pool_connections\{state="total"\} \d+/);
  });

  it('with METRICS_TOKEN, answers only the scraper that sends it', async () => {
    const base = await startServer('a-long-metrics-token-1234');
    expect((await fetch(`${base}/api/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/api/metrics`, { headers: { authorization: 'Bearer wrong-token-of-same-size!' } })).status).toBe(401);
    const allowed = await fetch(`${base}/api/metrics`, { headers: { authorization: 'Bearer a-long-metrics-token-1234' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('store_http_requests_total');
  });

  it('without METRICS_TOKEN, refuses what a reverse proxy passes on from loopback; a plain local request still gets them', async () => {
    // Behind the README's nginx or Caddy, every visitor's request reaches us from 127.0.0.1.
    const direct = await startServer();
    expect((await fetch(`${direct}/api/metrics`)).status).toBe(200);
    for (const header of [['x-forwarded-for', '203.0.113.9'], ['forwarded', 'for=203.0.113.9'], ['x-real-ip', '203.0.113.9']] as const) {
      const refused = await fetch(`${direct}/api/metrics`, { headers: { [header[0]]: header[1] } });
      expect(refused.status, header[0]).toBe(403);
      expect(await refused.text()).toMatch(/never through a reverse proxy; set METRICS_TOKEN/);
    }

    // TRUST_PROXY=true says a proxy stands in front: no request counts as local, even without its headers.
    const proxied = await startServer(undefined, { trustProxy: true });
    expect((await fetch(`${proxied}/api/metrics`)).status).toBe(403);
    const withToken = await startServer('a-long-metrics-token-1234', { trustProxy: true });
    const scraped = await fetch(`${withToken}/api/metrics`, { headers: { authorization: 'Bearer a-long-metrics-token-1234', 'x-forwarded-for': '198.51.100.7' } });
    expect(scraped.status).toBe(200);
  });

  it('groups routes into a few kinds of page', () => {
    expect(['/', '/shop', '/product/x', '/_next/static/a.js', '/media/a.webp', '/api/health', '/admin', '/checkout', '/receipts/A'].map(routeGroup)).toEqual([
      'storefront',
      'storefront',
      'storefront',
      'static',
      'media',
      'api',
      'admin',
      'account',
      'account',
    ]);
  });
});
