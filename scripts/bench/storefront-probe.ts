import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './percentile';
import { BROWSER_HEADERS } from './throughput';

// Storefront pages asked for as a steady trickle of shoppers asks for them: one request at a time, the
// pages in turn, a short pause between, each timed to its last byte. Light enough not to be the load
// itself, so its latency says whether other work on the machine slows the storefront.

const PAUSE_MS = 20;

export type Latency = { requests: number; p50Ms: number; p95Ms: number };

/** Starts asking for `paths` in turn; `stop` ends it and says how long the answers took. */
function probeStorefront(baseUrl: string, paths: readonly string[]) {
  let stopping = false;
  const timings: number[] = [];
  const running = (async () => {
    for (let turn = 0; !stopping; turn += 1) {
      const path = paths[turn % paths.length]!;
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: BROWSER_HEADERS });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      timings.push(performance.now() - started);
      await sleep(PAUSE_MS);
    }
  })();
  // A failed request stops the probe; `stop` says why (until then no unhandled rejection ends the bench).
  running.catch(() => {});
  return {
    async stop(): Promise<Latency> {
      stopping = true;
      await running;
      const sorted = timings.toSorted((a, b) => a - b);
      return { requests: sorted.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
    },
  };
}

/** `paths` asked for in turn for `ms`. */
export async function probeStorefrontFor(baseUrl: string, paths: readonly string[], ms: number): Promise<Latency> {
  const probe = probeStorefront(baseUrl, paths);
  await sleep(ms);
  return probe.stop();
}
