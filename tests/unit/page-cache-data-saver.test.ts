import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askOurselves } from '../../scripts/lib/ask-ourselves';
import { createPageCache } from '../../scripts/lib/page-cache';
import { dataSaverChoice, dataSaverRequested } from '@/lib/data-saver';

// The data saver's light page and the ordinary one are two kept copies of a URL
// (docs/decisions/0083-data-saver.md); only the boolean, never a header's text, keys them.

describe('dataSaverRequested', () => {
  it('is on for Save-Data, a 2G connection or the shopper turning it on, and the shopper turning it off wins', () => {
    expect(dataSaverRequested({})).toBe(false);
    expect(dataSaverRequested({ saveData: 'on' })).toBe(true);
    expect(dataSaverRequested({ saveData: 'ON ' })).toBe(true);
    expect(dataSaverRequested({ saveData: 'off' })).toBe(false);
    expect(dataSaverRequested({ ect: '2g' })).toBe(true);
    expect(dataSaverRequested({ ect: 'slow-2g' })).toBe(true);
    expect(dataSaverRequested({ ect: '3g' })).toBe(false);
    expect(dataSaverRequested({ ect: '4g' })).toBe(false);
    expect(dataSaverRequested({ cookie: 'theme=dark; data-saver=on' })).toBe(true);
    expect(dataSaverRequested({ saveData: 'on', cookie: 'data-saver=off' })).toBe(false);
    expect(dataSaverRequested({ ect: '2g', cookie: 'data-saver=off; x=1' })).toBe(false);
  });

  it("reads the switch's cookie only when it is on or off, and no other cookie ending in its name", () => {
    expect(dataSaverChoice('data-saver=on')).toBe(true);
    expect(dataSaverChoice('a=1; data-saver=off')).toBe(false);
    expect(dataSaverChoice('data-saver=onx')).toBeNull();
    expect(dataSaverChoice('my-data-saver=on')).toBeNull();
    expect(dataSaverChoice(undefined)).toBeNull();
  });
});

describe('the page cache under the data saver', () => {
  let renders = 0;
  let version = 1;
  let server: http.Server;
  let base = '';
  let port = 0;
  // Long enough that the first test's dozen visits are all fresh hits on a busy machine (npm test runs
  // the unit tests beside the build), short enough for the second to wait it out.
  const ttlMs = 3_000;
  const cache = createPageCache({ ttlMs, maxBytes: 1024 * 1024, revalidate: (url, headers) => askOurselves(port, url, headers) });

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (cache.serve(request, response)) return;
      renders++;
      // The page draws what the store layout would: the light page or the full one.
      const saver = dataSaverRequested({ saveData: request.headers['save-data'], ect: request.headers.ect, cookie: request.headers.cookie });
      response.setHeader('content-type', 'text/html');
      response.end(`<html>${saver ? 'light' : 'full'} ${version}</html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
    return { body: await response.text(), cache: response.headers.get('x-page-cache'), vary: response.headers.get('vary'), acceptCh: response.headers.get('accept-ch') };
  };

  it('keeps the light page and the full one apart, each rendered once whatever the headers carry', async () => {
    version = 1;
    const first = await visit('/faq');
    expect(first).toMatchObject({ body: '<html>full 1</html>', cache: null, acceptCh: 'ECT, Save-Data' });
    expect(first.vary).toBe('rsc, Accept-Encoding, Save-Data, ECT, Cookie');
    expect((await visit('/faq', { 'save-data': 'on' })).body).toBe('<html>light 1</html>');
    const rendersAfterBoth = renders;
    // Every way of asking for a variant gets its one kept copy: no header or cookie text makes another.
    for (const headers of [{ 'save-data': 'on' }, { ect: 'slow-2g' }, { cookie: 'data-saver=on; junk=<script>' }, { 'save-data': 'on', cookie: 'x=y' }] as Record<string, string>[]) {
      expect(await visit('/faq', headers)).toMatchObject({ body: '<html>light 1</html>', cache: 'hit' });
    }
    for (const headers of [{}, { 'save-data': 'on', cookie: 'data-saver=off' }, { ect: '4g' }, { cookie: 'data-saver=maybe' }] as Record<string, string>[]) {
      const hit = await visit('/faq', headers);
      expect(hit).toMatchObject({ body: '<html>full 1</html>', cache: 'hit', acceptCh: 'ECT, Save-Data' });
      expect(hit.vary).toBe('rsc, Accept-Encoding, Save-Data, ECT, Cookie');
    }
    expect(renders).toBe(rendersAfterBoth);
  });

  it('renders a stale light page again as the light page, and a stale full one as the full one', async () => {
    version = 1;
    await visit('/about', { 'save-data': 'on' });
    await visit('/about');
    version = 2;
    await new Promise((resolve) => setTimeout(resolve, ttlMs + 50));
    expect((await visit('/about', { 'save-data': 'on' })).cache).toBe('stale');
    expect((await visit('/about')).cache).toBe('stale');
    await expect.poll(async () => (await visit('/about', { 'save-data': 'on' })).body).toBe('<html>light 2</html>');
    await expect.poll(async () => (await visit('/about')).body).toBe('<html>full 2</html>');
  });
});
