import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleConnectionsOpen } from '../../scripts/lib/keep-alive';

// A pooled client's connection outlives Node's default 5 s idle limit, so a request sent on it after a
// pause is not cut off with ECONNRESET (what a proxy turns into a 502).

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.closeAllConnections()));

function get(port: number, agent: http.Agent) {
  return new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

describe('keepIdleConnectionsOpen', () => {
  it('keeps an idle connection open past Node’s 5 seconds (6 with its margin): the next request reuses it', async () => {
    const server = http.createServer((_request, response) => response.end('ok'));
    keepIdleConnectionsOpen(server);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });

    expect(await get(port, agent)).toEqual({ status: 200, reusedSocket: false });
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await get(port, agent)).toEqual({ status: 200, reusedSocket: true });
    agent.destroy();
  }, 15_000);
});
