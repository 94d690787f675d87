// @postgres: the list's cursor compares (time, id) rows and the labels filter uses array containment in SQL
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { conversationMessages, conversations } from '@/server/db/schema';
import { INBOX_PAGE_SIZE, listConversations, readInboxPulse } from '@/server/inbox/reads/admin-inbox-reads';
import { markConversationRead, readConversation, readConversationPulse } from '@/server/inbox/reads/conversation-reads';
import { inboxListParamsSchema } from '@/lib/schemas/inbox';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { newBuyer, newOrderRow } from '../helpers/factories';

// The inbox's list and one conversation (docs/decisions/0081-one-inbox.md) on a real database: newest first
// in pages after a cursor, filtered by state, assignee, label and channel, searched by name, number, an
// order's number and the words of a message; the menu's unread total; opening a conversation reads it.

await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
});

let database: TestDatabase;
afterAll(() => database.dispose());

const MINUTE = 60_000;
let me: string;
let someoneElse: string;
let amaka: string;
let orderNumber: string;

const list = (params: Record<string, string> = {}) => listConversations(inboxListParamsSchema.parse(params), me);
const names = async (params: Record<string, string> = {}) => (await list(params)).rows.map((row) => row.name);

beforeAll(async () => {
  database = await createTestDatabase();
  me = (await newBuyer({ name: 'Ada' })).id;
  someoneElse = (await newBuyer({ name: 'Bisi' })).id;
  const buyer = await newBuyer({ email: 'amaka@example.com' });
  orderNumber = (await newOrderRow({ userId: buyer.id, customerEmail: 'amaka@example.com' })).orderNumber;
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE);
  const rows = await db
    .insert(conversations)
    .values([
      { name: 'Amaka Obi', channel: 'whatsapp', phone: '+2348031234567', userId: buyer.id, lastMessageAt: at(1), unreadCount: 2, labels: ['price'], assigneeId: me },
      { name: 'Tolu Ade', channel: 'email', email: 'tolu@example.com', lastMessageAt: at(2), state: 'waiting', labels: ['delivery'] },
      { name: 'Chidi Eze', channel: 'whatsapp', phone: '+2348059990000', lastMessageAt: at(3), unreadCount: 1, state: 'done', assigneeId: someoneElse },
    ])
    .returning();
  amaka = rows[0]!.id;
  await db.insert(conversationMessages).values({ conversationId: rows[2]!.id, direction: 'in', source: 'whatsapp', body: 'Is the Ikoyi bed in walnut?' });
});

describe('the inbox list', () => {
  it('shows the newest conversation first, with its unread count and assignee', async () => {
    expect(await names()).toEqual(['Amaka Obi', 'Tolu Ade', 'Chidi Eze']);
    expect((await list()).rows[0]).toMatchObject({ unreadCount: 2, assigneeName: 'Ada', labels: ['price'] });
  });

  it('filters by state, assignee, label and channel', async () => {
    expect(await names({ state: 'waiting' })).toEqual(['Tolu Ade']);
    expect(await names({ assignee: 'me' })).toEqual(['Amaka Obi']);
    expect(await names({ assignee: 'nobody' })).toEqual(['Tolu Ade']);
    expect(await names({ assignee: 'someone' })).toEqual(['Amaka Obi', 'Chidi Eze']);
    expect(await names({ label: 'delivery' })).toEqual(['Tolu Ade']);
    expect(await names({ channel: 'whatsapp' })).toEqual(['Amaka Obi', 'Chidi Eze']);
  });

  it('searches by name, number, email, the number of an order the customer placed, and the words of a message', async () => {
    expect(await names({ q: 'tolu' })).toEqual(['Tolu Ade']);
    expect(await names({ q: '0599' })).toEqual(['Chidi Eze']);
    expect(await names({ q: orderNumber.toLowerCase() })).toEqual(['Amaka Obi']);
    expect(await names({ q: 'walnut' })).toEqual(['Chidi Eze']);
    expect(await names({ q: 'nothing like it' })).toEqual([]);
  });

  it('pages after a cursor, each conversation once', async () => {
    const start = new Date(Date.now() - 60 * MINUTE);
    await db.insert(conversations).values(
      Array.from({ length: INBOX_PAGE_SIZE + 5 }, (_, i) => ({ name: `Paged ${i}`, channel: 'email' as const, email: `paged-${i}@example.com`, lastMessageAt: start })),
    );
    const first = await list();
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    const second = await list({ after: first.next! });
    expect(second.next).toBeNull();
    const ids = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(INBOX_PAGE_SIZE + 8);
    await db.delete(conversations).where(eq(conversations.lastMessageAt, start));
  });
});

describe('reading a conversation', () => {
  it('counts the unread for the menu, and opening one reads it', async () => {
    expect((await readInboxPulse()).unread).toBe(3);
    await markConversationRead(amaka);
    expect((await readInboxPulse()).unread).toBe(1);
    expect(await readConversation(amaka)).toMatchObject({ name: 'Amaka Obi', unreadCount: 0, assigneeName: 'Ada', messages: [] });
  });

  it('has a version the open screen polls, which moves with a new message', async () => {
    const before = await readConversationPulse(amaka);
    expect(before).toEqual(expect.any(String));
    await db.insert(conversationMessages).values({ conversationId: amaka, direction: 'in', source: 'whatsapp', body: 'Hello?' });
    expect(await readConversationPulse(amaka)).not.toBe(before);
  });
});
