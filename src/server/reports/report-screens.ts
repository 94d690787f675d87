import 'server-only';
import { requirePermission } from '@/server/auth/permissions';
import { lagosDay } from '@/lib/dates';
import { resolvePeriod, type Period, type PeriodParams } from '@/lib/reports/periods';
import { MADE_TO_ORDER_TABLE_KEYS, MARKETING_TABLE_KEYS, type MadeToOrderTable, type MarketingTable } from '@/lib/reports/report-screens';
import type { ScreenTable } from '@/lib/reports/screen-tables';
import { readMadeToOrderTable } from './made-to-order-reads';
import { readMarketingTable } from './marketing-reads';

// Reports → Made to order and Reports → Marketing, every table of the period at once
// (docs/decisions/0082-what-each-figure-counts.md). One table alone is read for its CSV by its export route (./screen-export.ts).

export type ScreenReport<Table extends string> = { period: Period; tables: Record<Table, ScreenTable> };

async function readAll<Table extends string>(keys: readonly Table[], read: (table: Table) => Promise<ScreenTable>) {
  const tables = await Promise.all(keys.map(read));
  return Object.fromEntries(keys.map((key, index) => [key, tables[index]!])) as Record<Table, ScreenTable>;
}

/** `now`: the moment balances, stages and promises passed are read at, its day in Lagos. */
export async function readMadeToOrderReport(params: PeriodParams, now: Date = new Date()): Promise<ScreenReport<MadeToOrderTable>> {
  await requirePermission('reports.read');
  const period = resolvePeriod(params, now);
  return { period, tables: await readAll(MADE_TO_ORDER_TABLE_KEYS, (table) => readMadeToOrderTable(period, table, lagosDay(now))) };
}

export async function readMarketingReport(params: PeriodParams, now: Date = new Date()): Promise<ScreenReport<MarketingTable>> {
  await requirePermission('reports.read');
  const period = resolvePeriod(params, now);
  return { period, tables: await readAll(MARKETING_TABLE_KEYS, (table) => readMarketingTable(period, table)) };
}

