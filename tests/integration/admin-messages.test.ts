import { beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut } from '../helpers/sessions';
import { auditEntriesOf, userIdOf } from '../helpers/audit-entries';
import { db } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { submitContactMessage } from '@/server/contact/submit-contact-message';
import { listAdminMessages } from '@/server/contact/admin-message-reads';
import { setMessageReadAction } from '@/server/contact/actions/set-message-read';
import { deleteMessageAction } from '@/server/contact/actions/delete-message';
import { contactMessageSchema } from '@/lib/schemas/contact';
import { ADMIN_MESSAGES_PAGE_SIZE, adminMessageListParamsSchema, type MessageFilter } from '@/lib/schemas/contact-admin';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// The Messages screen (the contact-form inbox) against a real database and real sessions:
// newest first, the unread filter and count, mark read / unread, delete, and no one but an
// admin reads or changes a message.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

beforeEach(() => resetDatabase({ keep: SIGNED_IN_ACCOUNTS }));

const list = (filter: MessageFilter = 'all', page = 1) => as(callers.admin, () => listAdminMessages({ filter, page }));

/** A message at a given time, `minutesAgo` before now. */
async function message(name: string, minutesAgo: number, fields: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      message: `Hello from ${name}`,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      ...fields,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

describe('the inbox', () => {
  it('lists a message sent through the contact form, unread, with its details', async () => {
    const input = contactMessageSchema.parse({ name: 'Amaka Obi', email: 'amaka@example.com', phone: '', message: 'Line one\n\n  Line two' });
    const { id } = await submitContactMessage(input);
    const page = await list();
    expect(page.total).toBe(1);
    expect(page.unreadCount).toBe(1);
    expect(page.rows[0]).toMatchObject({ id, name: 'Amaka Obi', email: 'amaka@example.com', phone: null, message: 'Line one\n\n  Line two', readAt: null });
    expect(page.rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('shows the newest first, 20 to a page, and a page past the end shows the last', async () => {
    for (let i = 0; i < ADMIN_MESSAGES_PAGE_SIZE + 3; i++) await message(`Sender ${i}`, i);
    const first = await list();
    expect(first).toMatchObject({ total: ADMIN_MESSAGES_PAGE_SIZE + 3, page: 1, pageCount: 2, pageSize: ADMIN_MESSAGES_PAGE_SIZE });
    expect(first.rows).toHaveLength(ADMIN_MESSAGES_PAGE_SIZE);
    expect(first.rows[0]!.name).toBe('Sender 0');
    expect(first.rows.map((row) => row.createdAt.getTime())).toEqual([...first.rows.map((row) => row.createdAt.getTime())].sort((a, b) => b - a));
    const second = await list('all', 2);
    expect(second.rows.map((row) => row.name)).toEqual([`Sender ${ADMIN_MESSAGES_PAGE_SIZE}`, `Sender ${ADMIN_MESSAGES_PAGE_SIZE + 1}`, `Sender ${ADMIN_MESSAGES_PAGE_SIZE + 2}`]);
    expect((await list('all', 99)).page).toBe(2);
  });

  it('filters the unread ones, and counts them whatever the filter', async () => {
    await message('Old read', 30, { readAt: new Date() });
    await message('Unread older', 20);
    await message('New read', 10, { readAt: new Date() });
    await message('Unread newest', 1);
    const all = await list('all');
    expect(all.rows.map((row) => row.name)).toEqual(['Unread newest', 'New read', 'Unread older', 'Old read']);
    expect(all.unreadCount).toBe(2);
    const unread = await list('unread');
    expect(unread.rows.map((row) => row.name)).toEqual(['Unread newest', 'Unread older']);
    expect(unread).toMatchObject({ total: 2, unreadCount: 2 });
  });

  it('reads a malformed URL as the first page of all messages', () => {
    expect(adminMessageListParamsSchema.parse({ filter: 'spam', page: '-3' })).toEqual({ filter: 'all', page: 1 });
    expect(adminMessageListParamsSchema.parse({ filter: ['unread'], page: '2' })).toEqual({ filter: 'unread', page: 2 });
  });
});

describe('mark as read / unread', () => {
  it('marks a message read, then unread again', async () => {
    const id = await message('Tunde', 5);
    const before = Date.now();
    const read = await as(callers.admin, () => setMessageReadAction({ id, read: true }));
    expect(read).toMatchObject({ ok: true, data: { id } });
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.readAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await list('unread')).total).toBe(0);

    expect(await as(callers.admin, () => setMessageReadAction({ id, read: false }))).toMatchObject({ ok: true, data: { id, readAt: null } });
    const unread = await list('unread');
    expect(unread.rows.map((r) => r.id)).toEqual([id]);
  });

  it('says so when the message is gone, and refuses a malformed id', async () => {
    expect(await as(callers.admin, () => setMessageReadAction({ id: randomUUID(), read: true }))).toMatchObject({
      ok: false,
      code: 'rejected',
      error: 'This message no longer exists. Reload the page.',
    });
    expect(await as(callers.admin, () => setMessageReadAction({ id: 'nope', read: true }))).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('delete', () => {
  it('deletes one message and leaves the others', async () => {
    const gone = await message('Gone', 2);
    const kept = await message('Kept', 1);
    expect(await as(callers.admin, () => deleteMessageAction({ id: gone }))).toMatchObject({ ok: true, data: { id: gone } });
    expect((await list()).rows.map((row) => row.id)).toEqual([kept]);
    expect(await as(callers.admin, () => deleteMessageAction({ id: gone }))).toMatchObject({ ok: false, code: 'rejected' });
  });
});

describe('only an admin', () => {
  it.each([
    ['a shopper', () => callers.shopper, 'not-admin'],
    ['a signed-out caller', () => signedOut, 'signed-out'],
  ] as const)('refuses %s and changes nothing', async (_who, caller, code) => {
    const id = await message('Private', 1);
    await expect(as(caller(), () => listAdminMessages({ filter: 'all', page: 1 }))).rejects.toMatchObject({ reason: code });
    expect(await as(caller(), () => setMessageReadAction({ id, read: true }))).toMatchObject({ ok: false, code });
    expect(await as(caller(), () => deleteMessageAction({ id }))).toMatchObject({ ok: false, code });
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ id, readAt: null });
  });
});

describe('the activity log', () => {
  it('records reading and deleting a message with who wrote it, never what they wrote', async () => {
    const id = await message('Chioma Eze', 5, { message: 'Please call me about the Ikoyi sofa.' });
    expect(await as(callers.admin, () => setMessageReadAction({ id, read: true }))).toMatchObject({ ok: true });
    expect(await as(callers.admin, () => deleteMessageAction({ id }))).toMatchObject({ ok: true });
    const [read, deleted, ...more] = await auditEntriesOf('message', id);
    expect(more).toEqual([]);
    expect(read).toMatchObject({ action: 'update', entityLabel: 'Message from Chioma Eze', actorRole: 'owner', actorId: await userIdOf(callers.admin), changes: { readAt: { before: null, after: expect.any(String) } } });
    expect(deleted).toMatchObject({ action: 'delete', changes: { name: { before: 'Chioma Eze', after: null }, email: { before: 'chioma.eze@example.com', after: null } } });
    expect(JSON.stringify([read, deleted])).not.toContain('Ikoyi sofa');
  });
});
