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
 * `connections` for `seconds` against one URL, asked for with `headers`, from `workers` threads (one
 * autocannon thread reads about 300 MB/s of loopback and no more, so a page served from memory would
 * measure the load generator, not the server).
 */
async function measureThroughput(url: string, seconds: number, headers: Record<string, string>, connections: number, workers: number): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds, workers, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // autocannon reports p97.5 and p99 but not p95: interpolate between p90 and p97.5.
  const { p90, p97_5 } = result.latency as unknown as { p90: number; p97_5: number };
  const p95 = p90 + ((p97_5 - p90) * (95 - 90)) / (97.5 - 90);
  return { requestsPerSecond: result.requests.average, p95Ms: p95, bytes: 0 };
}

/** What each answer carries, asked for as autocannon asks (a page is then in the page cache before the run). */
async function answerBytes(url: string, headers: Record<string, string>) {
  const first = await fetch(url, { headers });
  const body = await first.arrayBuffer();
  // A first render is streamed without a length; uncompressed, its body is what later answers carry.
  return Number(first.headers.get('content-length') ?? body.byteLength);
}

/**
 * Two URLs measured at the same time, 50 connections from two threads split between them, in
 * `rounds` turns of `seconds`: this machine's speed drifts by 10-20 % from one run of a few seconds
 * to the next (a VM sharing its cores), so two URLs measured one after the other compared the drift as
 * much as the URLs. Served side by side by the same process, each gets what its own cost allows: their
 * ratio is what the budgets judge. Requests per second are the mean over the turns, p95 the worst
 * turn's.
 */
export async function measureThroughputPair(
  first: string,
  second: string,
  headers: Record<string, string>,
  rounds = 4,
  seconds = 4,
): Promise<[Throughput, Throughput]> {
  const bytes = [await answerBytes(first, headers), await answerBytes(second, headers)] as const;
  const runs: [Throughput[], Throughput[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    const [one, two] = await Promise.all([measureThroughput(first, seconds, headers, 25, 1), measureThroughput(second, seconds, headers, 25, 1)]);
    runs[0].push(one);
    runs[1].push(two);
  }
  const combine = (turns: Throughput[], size: number): Throughput => ({
    requestsPerSecond: turns.reduce((sum, turn) => sum + turn.requestsPerSecond, 0) / turns.length,
    p95Ms: Math.max(...turns.map((turn) => turn.p95Ms)),
    bytes: size,
  });
  return [combine(runs[0], bytes[0]), combine(runs[1], bytes[1])];
}
