import 'server-only';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@/lib/staff-roles';
import { users } from './auth-tables';

// The team (docs/security.md, "Staff roles"): invitations an owner sends, and the activity log.

/** One invitation to join the staff: its link is single-use and valid for 7 days; only its hash is kept. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_invitations_email_idx').on(t.email),
    check('staff_invitations_role_check', sql`${t.role} in ('owner', 'manager', 'fulfilment', 'content', 'accountant')`),
  ],
);

/** Before and after of each changed field; money in kobo, secrets never. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The activity log (docs/decisions/0037-staff-roles-and-the-activity-log.md). Append-only: a trigger
 * refuses UPDATE, TRUNCATE and any DELETE of a row younger than the retention setting, on PGlite and
 * PostgreSQL alike. No foreign keys: a row outlives the account, order or product it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Who: a staff account (with its role at the time), 'system' for what the shop decided itself,
    // 'command' for the admin commands, or a signed-in account without a staff role (a refused attempt).
    actorKind: text('actor_kind', { enum: ['staff', 'system', 'command', 'user', 'visitor'] }).notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    clientIp: text('client_ip'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    entityLabel: text('entity_label').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
    // Activity's "search by label" is a substring match; trigrams keep it quick at millions of rows.
    index('audit_log_label_trgm_idx').using('gin', sql`${t.entityLabel} gin_trgm_ops`),
  ],
);
