import { describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createPageCache } from '../../scripts/lib/page-cache';
import { createRequestListener } from '../../scripts/lib/request-listener';
import { createLogger } from '@/server/logger';
import { redactDraftLinks } from '@/lib/log-redaction';

// A draft order's link opens the draft to whoever holds it (docs/security.md, "Draft order links"):
// no log line keeps its token, wherever in the line it is.

const TOKEN = 'q3Vx9_Lm-2bT8kPz0aYcWn4RfJdE6sHgU1oKiBvXtQe';

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    }),
  );
  logger.level = 'info';
  return { logger, lines };
}

describe('draft order links in the log', () => {
  it('replaces the token of a /pay/ link, plain or URL-encoded, and leaves the rest of the text', () => {
    expect(redactDraftLinks(`GET https://shop.example/pay/${TOKEN}?from=wa failed`)).toBe('GET https://shop.example/pay/[redacted]?from=wa failed');
    expect(redactDraftLinks(`/pay/${TOKEN}`)).toBe('/pay/[redacted]');
    expect(redactDraftLinks(`next=%2Fpay%2F${TOKEN}&x=1`)).toBe('next=%2Fpay%2F[redacted]&x=1');
    expect(redactDraftLinks('/admin/payments/123 and /api/paystack/webhook')).toBe('/admin/payments/123 and /api/paystack/webhook');
  });

  it('writes no token in any field of a line: the message, a path, an error’s message and stack', () => {
    const { logger, lines } = capturedLogger();
    logger.error(
      { err: new Error(`Could not render /pay/${TOKEN}`), path: `/pay/${TOKEN}`, route: '/pay/[token]', details: { link: `https://shop.example/pay/${TOKEN}` } },
      `Request failed for /pay/${TOKEN}`,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(TOKEN);
    const line = JSON.parse(lines[0]!) as { msg: string; path: string; err: { message: string }; details: { link: string } };
    expect(line).toMatchObject({ msg: 'Request failed for /pay/[redacted]', path: '/pay/[redacted]', err: { message: 'Could not render /pay/[redacted]' }, details: { link: 'https://shop.example/pay/[redacted]' } });
  });

  it('logs a mangled link’s 404 (a dot pasted after it) without the token', async () => {
    const notFound = (_request: http.IncomingMessage, response: http.ServerResponse) => response.writeHead(404, { 'content-type': 'text/html' }).end('Not found');
    const server = http.createServer(createRequestListener({ handle: notFound, pageCache: createPageCache({ ttlMs: 1_000, maxBytes: 1024 }), trustProxy: false, hsts: false }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { port } = server.address() as AddressInfo;
      const answered = await fetch(`http://127.0.0.1:${port}/pay/${TOKEN}.`, { headers: { accept: 'text/html' } });
      expect(answered.status).toBe(404);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(warn.mock.calls[0]![0]).toContain('"path":"/pay/[redacted]"');
      expect(String(warn.mock.calls[0]![0])).not.toContain(TOKEN);
    } finally {
      warn.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
