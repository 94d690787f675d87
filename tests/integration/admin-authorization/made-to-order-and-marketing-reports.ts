import { periodParamsSchema } from '@/lib/reports/periods';
import type { QueryRegistry } from './_registry';

// Arguments for Reports → Made to order's and Reports → Marketing's queries (src/server/reports/report-screens.ts): this month, by day.

export const queries: QueryRegistry = {
  readMadeToOrderReport: async () => [periodParamsSchema.parse({})],
  readMarketingReport: async () => [periodParamsSchema.parse({})],
};
