import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './throughput';

// Visitors from an ad: each arrives with a click identifier of its own (`?fbclid=…`), which no page
// reads, so each must be served the kept copy of the page as a visitor without one is
// (docs/decisions/0067-kept-pages-keyed-by-canonical-url.md). Before, each was a render of its own.

export type AdTagThroughput = { taggedPerSecond: number; plainPerSecond: number; ratio: number };

/** `amount` requests of `path` from 25 connections, as a browser asks; `tag` gives each its own query, or none. */
async function requestsPerSecond(baseUrl: string, path: string, amount: number, tag: boolean) {
  const fresh = (request: autocannon.Request) => ({ ...request, path: `${path}?fbclid=${randomBytes(12).toString('base64url')}` });
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: 25, amount, headers: BROWSER_HEADERS, requests: [tag ? { setupRequest: fresh } : {}] });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return (result.requests.total * 1000) / (result.finish.getTime() - result.start.getTime());
}

/**
 * `amount` requests of `path` each with an ad tag of its own against `amount` without one, in
 * `rounds` turns that take them in alternating order, so that the machine's drift moves both alike.
 */
export async function measureAdTags(baseUrl: string, path: string, amount = 1000, rounds = 4): Promise<AdTagThroughput> {
  const tagged: number[] = [];
  const plain: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const tag of round % 2 === 0 ? [true, false] : [false, true]) {
      (tag ? tagged : plain).push(await requestsPerSecond(baseUrl, path, amount, tag));
    }
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { taggedPerSecond: mean(tagged), plainPerSecond: mean(plain), ratio: mean(tagged) / mean(plain) };
}
