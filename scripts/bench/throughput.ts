import autocannon from 'autocannon';

export type Throughput = { requestsPerSecond: number; p95Ms: number; bytes: number };

/**
 * How a phone's browser asks for a page: it takes brotli, so it gets the copies made once (a kept
 * page's, a static file's), never a compression made per request.
 */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
/** A plain client (curl, a monitor): no compression. */
export const PLAIN_HEADERS = { 'accept-encoding': 'identity' };

/**
 * 50 connections for `seconds` against one URL, asked for with `headers`, from two worker threads:
 * one autocannon thread reads about 300 MB/s of loopback and no more, so a page served from memory
 * measured the load generator, not the server (at 6,000 requests a second the store used 40 % of a
 * core while autocannon used all of one).
 */
async function measureThroughput(url: string, seconds: number, headers: Record<string, string>): Promise<Throughput> {
  // Asked for as autocannon asks, so a page is in the page cache before the run rather than
  // rendered by each of the first 50 requests at once; `bytes` is what each answer carries.
  const first = await fetch(url, { headers });
  const body = await first.arrayBuffer();
  // A first render is streamed without a length; uncompressed, its body is what later answers carry.
  const bytes = Number(first.headers.get('content-length') ?? body.byteLength);
  const result = await autocannon({ url, connections: 50, duration: seconds, workers: 2, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // autocannon reports p97.5 and p99 but not p95: interpolate between p90 and p97.5.
  const { p90, p97_5 } = result.latency as unknown as { p90: number; p97_5: number };
  const p95 = p90 + ((p97_5 - p90) * (95 - 90)) / (97.5 - 90);
  return { requestsPerSecond: result.requests.average, p95Ms: p95, bytes };
}

/**
 * Two URLs measured in turns (`rounds` times `seconds` each), so a shared machine speeding up or
 * slowing down between them moves both alike: their ratio is what the budgets judge. Requests per
 * second are the mean over the turns, p95 the worst turn's.
 */
export async function measureThroughputPair(
  first: string,
  second: string,
  headers: Record<string, string>,
  rounds = 4,
  seconds = 3,
): Promise<[Throughput, Throughput]> {
  const runs: [Throughput[], Throughput[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    runs[0].push(await measureThroughput(first, seconds, headers));
    runs[1].push(await measureThroughput(second, seconds, headers));
  }
  const combine = (turns: Throughput[]): Throughput => ({
    requestsPerSecond: turns.reduce((sum, turn) => sum + turn.requestsPerSecond, 0) / turns.length,
    p95Ms: Math.max(...turns.map((turn) => turn.p95Ms)),
    bytes: turns[0]!.bytes,
  });
  return [combine(runs[0]), combine(runs[1])];
}
