import { periodParamsSchema } from '@/lib/reports/periods';
import type { QueryRegistry } from './_registry';

// Arguments for the Reports screen's query (src/server/reports/sales-report.ts): this month, by day.

export const queries: QueryRegistry = {
  readSalesReport: async () => [periodParamsSchema.parse({})],
};
