// The orders bench in slices, driven by scripts/bench/checkout-side-by-side.ts in each tree it
// compares (cwd = that tree, so `@/` is that tree's own src). Argument: an empty database's URL.
// Seeds it and answers `ready`; then places orders for `run <seconds>` (each slice from accounts
// not used yet) and answers the slice's figures; `end` answers the p95 and the stock left.
// Answers are stdout lines starting with ANSWER: the store's modules may print there too.
import { createInterface } from 'node:readline';
import { closeDatabase } from '@/server/db/client';
import { placeOrdersAtOnce, seedOrdersBench, stockAfterOrders } from './orders';
import { percentile } from './percentile';

const ANSWER = '@checkout-runner ';
const answer = (value: object) => process.stdout.write(`${ANSWER}${JSON.stringify(value)}\n`);

async function main() {
  const { catalogue, accounts } = await seedOrdersBench(process.argv[2]!);
  const timings: number[] = [];
  let used = 0;
  answer({ ready: true });
  for await (const line of createInterface({ input: process.stdin })) {
    const [command, seconds] = line.split(' ');
    if (command === 'run') {
      const slice = await placeOrdersAtOnce(catalogue, accounts.slice(used), Number(seconds));
      used += slice.timings.length + slice.refused;
      timings.push(...slice.timings);
      answer({ placed: slice.timings.length, refused: slice.refused, elapsed: slice.elapsed, placeOrderFrom: slice.placeOrderFrom });
    } else if (command === 'end') {
      timings.sort((a, b) => a - b);
      answer({ p95Ms: percentile(timings, 95), ...(await stockAfterOrders()) });
      break;
    }
  }
}

// Exits when done: the store's modules may leave timers behind.
main()
  .finally(closeDatabase)
  .then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
