import { randomUUID } from 'node:crypto';
import { activityListParamsSchema } from '@/lib/schemas/activity';
import type { ActionRegistry, QueryRegistry } from './_registry';

// Valid inputs for the activity log's admin action (src/server/audit/actions) and its queries with
// arguments (src/server/audit/admin-activity-reads.ts).

export const actions: ActionRegistry = {
  loadEntityHistoryAction: async () => ({ entityType: 'order', entityId: randomUUID() }),
};

export const queries: QueryRegistry = {
  listActivity: async () => [activityListParamsSchema.parse({ type: 'order' })],
};
