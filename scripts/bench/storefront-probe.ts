import { fork } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './percentile';
import { BROWSER_HEADERS } from './throughput';

// Storefront pages asked for as a steady trickle of shoppers asks for them: one request at a time, the
// pages in turn, a short pause between, each timed to its last byte. Light enough not to be the load
// itself, so its latency says whether other work on the machine slows the storefront. The asking is done
// in a process of its own, as a shopper's browser is elsewhere: in a bench's process busy with other work
// (the picture job's downloads and queries share the libuv thread pool, where Node decompresses responses
// and looks up `localhost`), the time measured would be partly that process's own waiting, not the store's.

const PAUSE_MS = 20;

export type Latency = { requests: number; p50Ms: number; p95Ms: number };

async function timePages(baseUrl: string, paths: readonly string[], ms: number): Promise<Latency> {
  const until = performance.now() + ms;
  const timings: number[] = [];
  for (let turn = 0; performance.now() < until; turn += 1) {
    const path = paths[turn % paths.length]!;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    timings.push(performance.now() - started);
    await sleep(PAUSE_MS);
  }
  const sorted = timings.toSorted((a, b) => a - b);
  return { requests: sorted.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
}

/** `paths` asked for in turn for `ms`, from a child process (run with this process's tsx loader). */
export function probeStorefrontFor(baseUrl: string, paths: readonly string[], ms: number): Promise<Latency> {
  const child = fork(__filename, [baseUrl, String(ms), ...paths]);
  return new Promise((resolve, reject) => {
    child.once('message', (latency) => resolve(latency as Latency));
    child.once('exit', (code) => reject(new Error(`the storefront probe exited with ${code} before it answered`)));
  });
}

if (require.main === module) {
  const [baseUrl, ms, ...paths] = process.argv.slice(2);
  void timePages(baseUrl!, paths, Number(ms)).then((latency) => process.send!(latency, () => process.exit(0)));
}
