import { ordersCsvStream } from '@/server/order-desk/admin-order-export';
import { adminOrderFiltersSchema } from '@/lib/schemas/order-admin';
import { budget, note } from '../bench/report';

// The Orders screen's CSV export of every order, through the export route's own stream: when its
// first bytes come, when it ends, and how far the process's memory rises above where it started.

const BUDGET = { firstByteMs: 1000, totalS: 60, memoryMb: 300 };
const MB = 1024 * 1024;

export async function measureExport() {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  let firstByteMs = Number.NaN;
  let bytes = 0;
  let lines = 0;
  try {
    const reader = ordersCsvStream(adminOrderFiltersSchema.parse({})).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // The header alone is written before any query: the first byte that counts is the first order.
      if (bytes > 0 && Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const totalS = (performance.now() - started) / 1000;
  const risenMb = (peak - before) / MB;
  note('CSV export', `${(lines - 1).toLocaleString('en-NG')} orders, ${(bytes / MB).toFixed(0)} MB`);
  budget('CSV export: first order row', `${firstByteMs.toFixed(0)} ms`, `<= ${BUDGET.firstByteMs} ms`, firstByteMs <= BUDGET.firstByteMs);
  budget('CSV export: all orders', `${totalS.toFixed(1)} s`, `<= ${BUDGET.totalS} s`, totalS <= BUDGET.totalS);
  budget('CSV export: memory above the start', `${risenMb.toFixed(0)} MB (peak RSS)`, `< ${BUDGET.memoryMb} MB`, risenMb < BUDGET.memoryMb);
}
