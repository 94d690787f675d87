import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { auditRowColumns, type AuditRow } from './audit-rows';
import { oneLine } from '@/lib/schemas/fields';

/** How many rows an entity's History shows; Activity, filtered by the entity, has the rest. */
export const ENTITY_HISTORY_LIMIT = 50;

export const entityHistorySchema = z.object({ entityType: oneLine().regex(/^[a-z_]{2,40}$/), entityId: oneLine().min(1).max(100) });

/** The newest rows about one order, product or customer (callers check audit.read). */
export async function readEntityHistory({ entityType, entityId }: z.infer<typeof entityHistorySchema>): Promise<AuditRow[]> {
  return db
    .select(auditRowColumns)
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    // NULLS LAST as audit_log_entity_idx is declared (src/server/audit/activity-log-keyset.ts says why).
    .orderBy(sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`)
    .limit(ENTITY_HISTORY_LIMIT);
}
