import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './auth-tables';
import { sqlList } from './sql-list';

/** Where an upload came from: the back office's media, a quote request's files, an order's photos. */
export const UPLOAD_RECORD_KINDS = ['media', 'quote-file', 'problem-photo', 'stage-photo'] as const;
export type UploadRecordKind = (typeof UPLOAD_RECORD_KINDS)[number];

// Every file stored from an upload, from the moment it is stored until the sweeper has seen it
// (src/server/media/upload-records.ts): who sent it, from where, when and how many bytes. A record
// names the file by its key or URL; an upload that nothing names after the grace period is removed
// with its row. The rows of the last day are also each client's daily byte budget.
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: UPLOAD_RECORD_KINDS }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The per-address limit's key (rateLimitAddress): an IPv6 client by its /64.
    clientAddress: text('client_address'),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_created_at_idx').on(t.createdAt),
    index('uploads_client_address_created_at_idx').on(t.clientAddress, t.createdAt),
    index('uploads_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('uploads_kind_check', sql`${t.kind} in ${sqlList(UPLOAD_RECORD_KINDS)}`),
    check('uploads_bytes_check', sql`${t.bytes} >= 0`),
  ],
);
