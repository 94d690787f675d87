import http from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';

// A route handler (an exported POST of src/app/**/route.ts) served over real HTTP on loopback,
// so an outside caller (the Paystack fake posting webhooks) reaches the shop's own code the
// way it would in production: headers, raw body and status as sent on the wire.

export type RouteServer = { url: string; close: () => Promise<void> };

export async function serveRoute(handler: (request: Request) => Promise<Response>, path = '/'): Promise<RouteServer> {
  const server = http.createServer((incoming, outgoing) => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      }
      const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
      const request = new Request(new URL(incoming.url ?? '/', `http://${incoming.headers.host}`), {
        method: incoming.method,
        headers,
        body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
        duplex: 'half',
      } as RequestInit);
      const response = await handler(request);
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      outgoing.writeHead(599);
      outgoing.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
