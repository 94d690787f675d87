import { periodParamsSchema } from '@/lib/reports/periods';
import type { QueryRegistry } from './_registry';

// Arguments for the Reports screens' queries (src/server/reports/sales-report.ts, accounts/accounts-report.ts): this month, by day.

export const queries: QueryRegistry = {
  readSalesReport: async () => [periodParamsSchema.parse({})],
  readAccountsReport: async () => [periodParamsSchema.parse({})],
};
