import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shutDown } from '../../scripts/lib/shutdown';
import { hasBuild, requireBuild } from '../../scripts/lib/build';

// Stopping the shop (a deploy, a restart): requests in flight finish, keep-alive connections do not
// hold the stop up, and a stuck request is cut off at the deadline.

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.closeAllConnections()));

async function serverAnsweringAfter(ms: number) {
  const server = http.createServer((_request, response) => void setTimeout(() => response.end('done'), ms));
  server.keepAliveTimeout = 60_000; // longer than any test: an idle connection must not be what ends it
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, agent: http.Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('shutDown', () => {
  it('lets a request in flight finish, then closes its keep-alive connection', async () => {
    const { server, port } = await serverAnsweringAfter(300);
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = get(port, agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let closed = false;
    const stopping = shutDown(server, 30_000).then(() => (closed = true));
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    await stopping;
    expect(closed).toBe(true);
    await expect(get(port, new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it('cuts off a request still running at the deadline', async () => {
    const { server, port } = await serverAnsweringAfter(60_000);
    const stuck = get(port, new http.Agent()).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await shutDown(server, 200);
    expect(await stuck).toBeInstanceOf(Error);
  });
});

describe('production start', () => {
  it('refuses to start without a build made beforehand, and finds one by its BUILD_ID', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'store-build-'));
    try {
      expect(hasBuild(root)).toBe(false);
      expect(() => requireBuild(root)).toThrow('No build found. Run `npm run build` first');
      mkdirSync(path.join(root, '.next'));
      writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'abc');
      expect(hasBuild(root)).toBe(true);
      expect(() => requireBuild(root)).not.toThrow();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
