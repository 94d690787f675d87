import 'server-only';
import { auditLog } from '@/server/db/schema';

// The columns every reader of the activity log shows (Activity, an entity's History, the CSV).

export const auditRowColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorKind: auditLog.actorKind,
  actorId: auditLog.actorId,
  actorName: auditLog.actorName,
  actorEmail: auditLog.actorEmail,
  actorRole: auditLog.actorRole,
  clientIp: auditLog.clientIp,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  entityLabel: auditLog.entityLabel,
  action: auditLog.action,
  changes: auditLog.changes,
  details: auditLog.details,
};

export type AuditRow = {
  id: number;
  at: Date;
  actorKind: string;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  clientIp: string | null;
  entityType: string;
  entityId: string | null;
  entityLabel: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  details: Record<string, unknown>;
};
