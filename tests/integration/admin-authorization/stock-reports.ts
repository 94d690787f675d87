import { periodParamsSchema } from '@/lib/reports/periods';
import type { QueryRegistry } from './_registry';

// Arguments for Reports → Stock's query (src/server/reports/stock-report.ts): this month.

export const queries: QueryRegistry = {
  readStockReport: async () => [periodParamsSchema.parse({})],
};
