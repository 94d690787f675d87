import '@/lib/zod-jitless';
import { z } from 'zod';
import { firstValue } from '@/lib/schemas/fields';

// The tables of Reports → Made to order and Reports → Marketing (docs/decisions/0082-what-each-figure-counts.md),
// in the order shown, each with its own CSV export.

export const MADE_TO_ORDER_TABLES = {
  received: 'Deposits and balances received',
  balances: 'Balances still due now',
  stages: 'Orders at each stage now',
  'stage-times': 'How long each stage took',
  late: 'Past their promised date, not yet delivered',
  'delivered-late': 'Delivered after their promised date',
} as const;
export type MadeToOrderTable = keyof typeof MADE_TO_ORDER_TABLES;

export const MARKETING_TABLES = {
  codes: 'Discount codes',
  abandoned: 'Abandoned checkouts',
  'stock-alerts': 'Back-in-stock alerts',
  messages: 'Messages sent',
} as const;
export type MarketingTable = keyof typeof MARKETING_TABLES;

const keysOf = <Table extends string>(tables: Record<Table, string>) => Object.keys(tables) as [Table, ...Table[]];
export const MADE_TO_ORDER_TABLE_KEYS = keysOf(MADE_TO_ORDER_TABLES);
export const MARKETING_TABLE_KEYS = keysOf(MARKETING_TABLES);

/** The export's `table` parameter: one of the screen's, anything else its first. */
export const tableParamSchema = <Table extends string>(keys: [Table, ...Table[]]) => z.preprocess(firstValue, z.enum(keys)).catch(keys[0]);
