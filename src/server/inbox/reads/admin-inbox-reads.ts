import 'server-only';
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/server/db/client';
import { conversations, conversationSearchText, users } from '@/server/db/schema';
import { containsPattern } from '@/server/db/contains-pattern';
import type { ConversationChannel, ConversationState } from '@/lib/inbox/conversations';
import type { InboxListParams } from '@/lib/schemas/inbox';

// The inbox's list (docs/decisions/0081-one-inbox.md): conversations, newest message first, filtered by
// state, assignee, label and channel, searched by name, number, email, an order's number (the customer who
// placed it) and the text of the messages; a page is read after a cursor (the last row's time and id), so
// a page deep in 100,000 conversations costs what the first does. The pages check inbox.read.

export const INBOX_PAGE_SIZE = 30;

export type InboxRow = {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  channel: ConversationChannel;
  state: ConversationState;
  preview: string;
  labels: string[];
  unreadCount: number;
  lastMessageAt: Date;
  assigneeName: string | null;
  replyingName: string | null;
};

export type InboxPage = { rows: InboxRow[]; next: string | null };

const assignee = alias(users, 'assignee');
const replying = alias(users, 'replying');

function assigneeWhere(filter: InboxListParams['assignee'], staffId: string): SQL | undefined {
  if (filter === 'me') return eq(conversations.assigneeId, staffId);
  if (filter === 'nobody') return isNull(conversations.assigneeId);
  if (filter === 'someone') return isNotNull(conversations.assigneeId);
  return undefined;
}

/**
 * Name, number, email, an order's number of the customer it is matched to, or words of any message. Each
 * way is a set of ids its own index answers (the trigram indexes on the conversation's search text and on
 * the messages' bodies, the order's number, the conversation's user and lower-cased email), joined: one
 * `or` across them would read every conversation.
 */
function searchWhere(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const orderNumber = q.toUpperCase();
  return sql`${conversations.id} in (
    select c.id from conversations c where ${conversationSearchText({ name: sql`c.name`, phone: sql`c.phone`, email: sql`c.email` })} ilike ${pattern}
    union select m.conversation_id from conversation_messages m where m.body ilike ${pattern}
    union select c.id from orders o join conversations c on c.user_id = o.user_id where o.order_number = ${orderNumber}
    union select c.id from orders o join conversations c on lower(c.email) = lower(o.customer_email) where o.order_number = ${orderNumber}
  )`;
}

/**
 * After the cursor's row in the list's order: newest message first, then id ascending, exactly the order of
 * the index conversations_last_message_idx (`desc nulls last`, as the schema builder writes `.desc()`), so a
 * page is read from the index rather than sorted (the `<=` bounds the index scan; the rest settles rows at
 * the same moment; docs/decisions/0030-admin-lists-at-a-million-orders.md).
 */
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('_');
  return sql`${conversations.lastMessageAt} <= ${at}::timestamptz and (${conversations.lastMessageAt} < ${at}::timestamptz or ${conversations.id} > ${id}::uuid)`;
}

export const inboxCursor = (row: Pick<InboxRow, 'lastMessageAt' | 'id'>) => `${row.lastMessageAt.toISOString()}_${row.id}`;

export async function listConversations(params: InboxListParams, staffId: string): Promise<InboxPage> {
  const where = and(
    params.state ? eq(conversations.state, params.state) : undefined,
    params.channel ? eq(conversations.channel, params.channel) : undefined,
    params.label ? sql`${conversations.labels} @> array[${params.label}]::text[]` : undefined,
    assigneeWhere(params.assignee, staffId),
    searchWhere(params.q),
    afterCursor(params.after),
  );
  const rows = await db
    .select({
      id: conversations.id,
      name: conversations.name,
      phone: conversations.phone,
      email: conversations.email,
      channel: conversations.channel,
      state: conversations.state,
      preview: conversations.preview,
      labels: conversations.labels,
      unreadCount: conversations.unreadCount,
      lastMessageAt: conversations.lastMessageAt,
      assigneeName: assignee.name,
      replyingName: sql<string | null>`case when ${conversations.replyingUntil} > now() then ${replying.name} end`,
    })
    .from(conversations)
    .leftJoin(assignee, eq(assignee.id, conversations.assigneeId))
    .leftJoin(replying, eq(replying.id, conversations.replyingId))
    .where(where)
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, asc(conversations.id))
    .limit(INBOX_PAGE_SIZE + 1);
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  return { rows: page, next: rows.length > INBOX_PAGE_SIZE ? inboxCursor(page.at(-1)!) : null };
}

/** What the open screens poll: the unread total (the menu's badge) and the newest change to any conversation. */
export type InboxPulse = { unread: number; changedAt: string | null };

export async function readInboxPulse(): Promise<InboxPulse> {
  const [row] = await db
    .select({ unread: sql<string>`coalesce(sum(${conversations.unreadCount}), 0)`, changedAt: sql<Date | null>`max(${conversations.updatedAt})` })
    .from(conversations);
  const changedAt = row?.changedAt ? new Date(row.changedAt).toISOString() : null;
  return { unread: Number(row?.unread ?? 0), changedAt };
}
