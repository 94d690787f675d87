import 'server-only';
import type { Database, Transaction } from '@/server/db/client';
import { auditLog, type AuditChanges } from '@/server/db/schema';
import { requestClientIp } from '@/server/request-context';
import { auditActorNow, type AuditActor } from './audit-actor';
import { changedFields, withoutSecrets } from './audit-changes';

// Writes one row of the activity log (docs/decisions/0037-staff-roles-and-the-activity-log.md). A change
// is recorded with `tx`, the transaction that makes it, so the change and its row commit or fail
// together; events that change nothing (a sign-in, an export, a refusal) are written on their own.

export type AuditEntry = {
  /** What kind of thing: 'order', 'product', 'refund', 'staff', 'settings', ... (src/lib/audit-labels.ts). */
  entityType: string;
  entityId?: string | number | null;
  /** How a person names it: "Order ORD-20261124-AB12", "Product Lagos Lounge Chair". */
  label: string;
  /** 'create', 'update', 'delete', or an event: 'sign_in', 'export', 'permission_denied', ... */
  action: string;
  /** Field → before/after; or give `before` and `after` rows and the changed fields are worked out. */
  changes?: AuditChanges;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  details?: Record<string, unknown>;
  /** Defaults to the action running now (src/server/audit/audit-actor.ts). */
  actor?: AuditActor;
  /** Defaults to this request's client address, when there is a request. */
  clientIp?: string | null;
};

/** A person's name and address as given at sign-up: kept short in a log that keeps every row. */
const ACTOR_TEXT_MAX = 200;
const person = (user: { name: string; email: string }) => ({ actorName: user.name.slice(0, ACTOR_TEXT_MAX), actorEmail: user.email.slice(0, ACTOR_TEXT_MAX) });

function actorColumns(actor: AuditActor) {
  switch (actor.kind) {
    case 'staff':
      return { actorKind: 'staff' as const, actorId: actor.user.id, ...person(actor.user), actorRole: actor.user.role };
    case 'user':
      return { actorKind: 'user' as const, actorId: actor.user.id, ...person(actor.user), actorRole: null };
    case 'command':
      return { actorKind: 'command' as const, actorId: null, actorName: actor.name, actorEmail: null, actorRole: null };
    case 'system':
      return { actorKind: 'system' as const, actorId: null, actorName: 'The shop', actorEmail: null, actorRole: null };
  }
}

export async function recordAudit(tx: Transaction | Database, entry: AuditEntry) {
  const actor = entry.actor ?? auditActorNow();
  const changes = entry.changes ? withoutSecrets(entry.changes) : entry.before !== undefined || entry.after !== undefined ? changedFields(entry.before, entry.after) : {};
  // A save that changed nothing is not a change: no row says "Changed" with nothing under it.
  if (entry.action === 'update' && Object.keys(changes).length === 0 && !entry.details) return;
  await tx.insert(auditLog).values({
    ...actorColumns(actor),
    clientIp: entry.clientIp !== undefined ? entry.clientIp : actor.kind === 'system' ? null : await requestClientIp(),
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    entityLabel: entry.label.slice(0, 300),
    action: entry.action,
    changes,
    details: withoutSecrets(entry.details ?? {}),
  });
}
