import { budget } from '../bench/report';
import { percentile } from '../bench/percentile';

// One row of the table per read: run it a few times after a warm-up and keep the p95, since an
// admin reads a screen again and again and the first read after a restart is not the usual one.

const RUNS = 15;

export async function timeRuns(run: () => Promise<unknown>, runs = RUNS) {
  await run();
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

/** A read's p95 as a budget row; the result also lands in `missed` when over budget, for the summary. */
export async function p95Row(what: string, budgetMs: number, run: () => Promise<unknown>, runs = RUNS) {
  const { p50, p95 } = await timeRuns(run, runs);
  budget(what, `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`, `p95 <= ${budgetMs} ms`, p95 <= budgetMs);
  return p95;
}
