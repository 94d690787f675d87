// @postgres: conversations found by partial unique indexes (phone, email) and phones matched by regexp_replace in SQL
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { auditEntriesOf, userIdOf } from '../helpers/audit-entries';
import { newBuyer, newCategory, newProduct, unique } from '../helpers/factories';
import { db } from '@/server/db/client';
import { contactMessages, conversationMessages, conversations } from '@/server/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { POST as contactPOST } from '@/app/api/contact-email/route';
import { POST as questionPOST } from '@/app/api/product-question/route';
import { linkConversationCustomerAction } from '@/server/inbox/actions/link-customer';

// The storefront's forms in the inbox (docs/decisions/0081-one-inbox.md): the contact form's message (still in
// Admin → Messages) and "Ask about this piece", by the person's WhatsApp number when it already wrote there,
// else by email; conversations matched to customers by phone or email, and linked or unlinked by hand.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const callers = setUpAdminTestDatabase(dataDir);
beforeAll(async () => {
  await newCategory('Sofas');
});

let nextAddress = 10;
/** A client address of its own: each test's posts count against their own rate limit. */
const newIp = () => `198.51.100.${nextAddress++}`;

function post(handler: (request: Request) => Promise<Response>, path: string, body: unknown, ip = newIp()) {
  return handler(new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: ip }, body: JSON.stringify(body) }));
}
const contact = (body: Record<string, unknown>, ip?: string) => post(contactPOST, '/api/contact-email', body, ip);
const question = (body: Record<string, unknown>, ip?: string) => post(questionPOST, '/api/product-question', body, ip);

const conversationByEmail = async (email: string) => (await db.select().from(conversations).where(eq(conversations.email, email)))[0];
const messagesIn = (conversationId: string) => db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId)).orderBy(asc(conversationMessages.createdAt));

async function whatsappConversation(phone: string) {
  const [row] = await db.insert(conversations).values({ channel: 'whatsapp', phone, name: 'Chioma on WhatsApp' }).returning();
  return row!;
}

const aPiece = () => newProduct({ name: 'Ikoyi Lounge Chair', status: 'active' });

describe('the contact form', () => {
  it("lands in the inbox by email, in one transaction with the message Admin → Messages shows", async () => {
    const email = `chioma-${unique()}@example.com`;
    const response = await contact({ name: 'Chioma Eze', email: email.toUpperCase(), phone: '0803 000 0000', message: 'Curtains for a duplex in Lekki?' });
    expect(response.status).toBe(200);
    const saved = (await db.select().from(contactMessages).where(eq(contactMessages.email, email.toUpperCase())))[0]!;
    const conversation = (await conversationByEmail(email))!;
    expect(conversation).toMatchObject({ channel: 'email', phone: null, name: 'Chioma Eze', state: 'open', unreadCount: 1, preview: 'Curtains for a duplex in Lekki?', userId: null });
    expect(await messagesIn(conversation.id)).toEqual([expect.objectContaining({ direction: 'in', source: 'contact_form', kind: 'text', body: 'Curtains for a duplex in Lekki?', contactMessageId: saved.id })]);
  });

  it('joins the WhatsApp conversation of the Nigerian number given, however it was written', async () => {
    const existing = await whatsappConversation('+2348031119999');
    const email = `chioma-${unique()}@example.com`;
    expect((await contact({ name: 'Chioma Eze', email, phone: '0803 111 9999', message: 'I wrote on WhatsApp too.' })).status).toBe(200);
    const after = (await db.select().from(conversations).where(eq(conversations.id, existing.id)))[0]!;
    expect(after).toMatchObject({ channel: 'whatsapp', name: 'Chioma on WhatsApp', email, unreadCount: 1 });
    expect((await messagesIn(existing.id)).map((m) => m.source)).toEqual(['contact_form']);
    expect(await db.select().from(conversations).where(eq(conversations.email, email))).toHaveLength(1);
  });

  it("is matched to the customer with that email, and a later message to one who signed up since", async () => {
    const buyer = await newBuyer({ email: `amaka-${unique()}@example.com` });
    await contact({ name: 'Amaka', email: buyer.email, message: 'Do you deliver to Abuja?' });
    expect((await conversationByEmail(buyer.email))!.userId).toBe(buyer.id);

    const later = `bisi-${unique()}@example.com`;
    await contact({ name: 'Bisi', email: later, message: 'Before I sign up…' });
    expect((await conversationByEmail(later))!.userId).toBeNull();
    const signedUp = await newBuyer({ email: later });
    await contact({ name: 'Bisi', email: later, message: 'Signed up now.' });
    expect((await conversationByEmail(later))!).toMatchObject({ userId: signedUp.id, unreadCount: 2 });
  });
});

describe('"Ask about this piece"', () => {
  it('lands as a product question naming the piece', async () => {
    const piece = await aPiece();
    const email = `tunde-${unique()}@example.com`;
    const response = await question({ name: 'Tunde', email, question: 'Is it available in green?', productId: piece.id });
    expect(response.status).toBe(200);
    const conversation = (await conversationByEmail(email))!;
    expect(conversation.preview).toBe('About Ikoyi Lounge Chair: Is it available in green?');
    expect(await messagesIn(conversation.id)).toEqual([expect.objectContaining({ source: 'product_question', body: 'Is it available in green?', productId: piece.id, contactMessageId: null })]);
  });

  it('refuses a piece not on sale, and a question past the limit, storing nothing', async () => {
    const hidden = await newProduct({ name: 'Old Stool', status: 'hidden' });
    const email = `kemi-${unique()}@example.com`;
    expect((await question({ name: 'Kemi', email, question: 'Still there?', productId: hidden.id })).status).toBe(404);
    expect(await conversationByEmail(email)).toBeUndefined();

    const piece = await aPiece();
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) expect((await question({ name: 'Kemi', email, question: `Question ${i}`, productId: piece.id }, ip)).status).toBe(200);
    const refused = await question({ name: 'Kemi', email, question: 'One more', productId: piece.id }, ip);
    expect(refused.status).toBe(429);
    expect((await messagesIn((await conversationByEmail(email))!.id)).length).toBe(5);
  });
});

describe('linking a conversation to a customer by hand', () => {
  it('links and unlinks, in Activity; an unlinked conversation is not matched again', async () => {
    const buyer = await newBuyer({ email: `ngozi-${unique()}@example.com` });
    await contact({ name: 'Ngozi', email: buyer.email, message: 'Hello' });
    const conversation = (await conversationByEmail(buyer.email))!;
    const other = await newBuyer();

    const linked = await as(callers.admin, () => linkConversationCustomerAction({ conversationId: conversation.id, userId: other.id }));
    expect(linked).toEqual({ ok: true, data: { userId: other.id } });
    expect((await conversationByEmail(buyer.email))!).toMatchObject({ userId: other.id, linkedBy: await userIdOf(callers.admin) });

    expect(await as(callers.admin, () => linkConversationCustomerAction({ conversationId: conversation.id, userId: '' }))).toMatchObject({ ok: true });
    await contact({ name: 'Ngozi', email: buyer.email, message: 'Still me' });
    expect((await conversationByEmail(buyer.email))!.userId).toBeNull();
    const entries = await auditEntriesOf('conversation', conversation.id);
    expect(entries.map((entry) => entry.changes)).toEqual(
      expect.arrayContaining([{ userId: { before: buyer.id, after: other.id } }, { userId: { before: other.id, after: null } }]),
    );

    expect(await as(callers.admin, () => linkConversationCustomerAction({ conversationId: conversation.id, userId: 'nobody-such' }))).toMatchObject({ ok: false, error: 'Choose a customer.' });
    expect(await as(callers.shopper, () => linkConversationCustomerAction({ conversationId: conversation.id, userId: other.id }))).toMatchObject({ ok: false, code: 'not-admin' });
  });
});
