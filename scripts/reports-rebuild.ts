// npm run reports:rebuild
// Checks the sums the reports read (sales_days, money_days, each order's units and line VAT, each refund's
// VAT) against the orders, rebuilds them from the orders, and checks again: it exits 1 unless they are then
// equal (docs/decisions/0086-kept-sales-sums.md). Writers wait while it rebuilds; the store may stay up on
// PostgreSQL, and is stopped first on the embedded database.
import { closeDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { keptSumsDifferences, rebuildKeptSums, type KeptSumDifference } from '@/server/reports/kept-sums';
import { openStoreForCommand } from './lib/store-database';
import { describeError, exitWith } from './lib/fail';

const describe = (found: KeptSumDifference[]) =>
  found.map((row) => `  ${row.sums} ${row.key}: kept ${row.kept ?? 'nothing'}, counted from the orders ${row.counted ?? 'nothing'}`).join('\n');

async function main() {
  const { handle } = openStoreForCommand('Stop the store first: the embedded database opens in one process at a time.');
  await migrateDatabase(handle);
  const before = await keptSumsDifferences();
  console.log(before.length === 0 ? 'The kept sums equal the orders.' : `The kept sums differ from the orders (the first ${before.length}):\n${describe(before)}`);
  const started = performance.now();
  await rebuildKeptSums();
  console.log(`Rebuilt from the orders in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  const after = await keptSumsDifferences();
  await closeDatabase();
  if (after.length > 0) exitWith(`Still different after the rebuild:\n${describe(after)}`);
  console.log('Checked: the kept sums equal the orders.');
}

main().catch((error) => exitWith(describeError(error)));
