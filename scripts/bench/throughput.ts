import autocannon from 'autocannon';

export type Throughput = { requestsPerSecond: number; p95Ms: number; bytes: number };

/** 50 connections for `seconds` against one URL (no compression, like a plain client). */
export async function measureThroughput(url: string, seconds = 10): Promise<Throughput> {
  const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
  const result = await autocannon({ url, connections: 50, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // autocannon reports p97.5 and p99 but not p95: interpolate between p90 and p97.5.
  const { p90, p97_5 } = result.latency as unknown as { p90: number; p97_5: number };
  const p95 = p90 + ((p97_5 - p90) * (95 - 90)) / (97.5 - 90);
  return { requestsPerSecond: result.requests.average, p95Ms: p95, bytes };
}
