import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { conversations, serverCarts, users } from '@/server/db/schema';
import { requirePermission } from '@/server/auth/permissions';
import { readBesideDrafts, readCustomerBeside } from '@/server/inbox/reads/customer-beside';
import { readConversation } from '@/server/inbox/reads/conversation-reads';
import type { StaffRole } from '@/lib/staff-roles';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { insertDraft } from '../helpers/drafts';
import { newCategory, newProduct } from '../helpers/factories';

// Beside a conversation (docs/decisions/0081-one-inbox.md): the customer's open draft orders (by the
// conversation's number or email, matched to an account or not) and their open cart (the account's cart
// kept on the server, at today's prices), each only to a role whose own screens show it: drafts to a role
// that sells (pos.sell, the Drafts screen), the cart to one that reads Abandoned Checkouts (checkouts.read).

const dataDir = await vi.hoisted(async () => (await import('../helpers/temp-data-dir')).pointDataDirAtTempFolder());

const callers = setUpAdminTestDatabase(dataDir);

const PHONE = '+2348031234567';
let product: { id: string; name: string };
let conversationId: string;
let unmatchedId: string;

beforeAll(async () => {
  await newCategory('Sofas');
  product = await newProduct({ name: 'Lekki Sofa', priceKobo: 45_000_00, colorVariants: ['Indigo', 'Sand'] });
  const [shopper] = await db.select({ id: users.id }).from(users).where(eq(users.email, callers.shopper.email));
  await db.insert(serverCarts).values({ userId: shopper!.id, lines: [{ productId: product.id, quantity: 2, variant: 'Indigo' }] });
  const [matched] = await db.insert(conversations).values({ channel: 'whatsapp', phone: PHONE, name: 'Amaka Obi', userId: shopper!.id }).returning();
  conversationId = matched!.id;
  // Not matched to an account: a chat customer with a draft but no sign-up.
  const [unmatched] = await db.insert(conversations).values({ channel: 'whatsapp', phone: '+2348057654321', name: 'Bola' }).returning();
  unmatchedId = unmatched!.id;

  // The conversation's number as the draft's form typed it, and the account's email.
  await insertDraft(product, { customerName: 'Amaka Obi', customerPhone: '0803 123 4567', customerEmail: null });
  await insertDraft(product, { customerName: 'Amaka (by email)', customerPhone: null, customerEmail: callers.shopper.email.toUpperCase() });
  await insertDraft(product, { customerName: 'Amaka Obi', status: 'cancelled' });
  await insertDraft(product, { customerName: 'Someone else', customerPhone: '+2348090000000', customerEmail: 'else@example.com' });
  await insertDraft(product, { customerName: 'Bola', customerPhone: '+234 805 765 4321', customerEmail: null });
});

async function besideAs(role: StaffRole | 'owner', id = conversationId) {
  const caller = role === 'owner' ? callers.admin : await callers.staff(role);
  return as(caller, async () => {
    const staff = await requirePermission('inbox.read');
    const conversation = (await readConversation(id))!;
    return { beside: await readCustomerBeside(conversation, staff), drafts: await readBesideDrafts(id, staff) };
  });
}

describe('beside a conversation', () => {
  it('shows a manager the customer’s open drafts (by number or email, newest first) and their open cart at today’s prices', async () => {
    const { beside, drafts } = await besideAs('manager');
    expect(drafts!.map((draft) => [draft.customerName, draft.totalKobo, draft.state])).toEqual([
      ['Amaka (by email)', 45_000_00, 'open'],
      ['Amaka Obi', 45_000_00, 'open'],
    ]);
    expect(beside!.cart).toMatchObject({ valueKobo: 90_000_00, lines: [{ id: product.id, name: 'Lekki Sofa', variant: 'Indigo', quantity: 2, unitPriceKobo: 45_000_00 }] });
    // A shopper who has not ordered yet has no orders and no messages, which is not the same as withheld.
    expect({ orders: beside!.orders, messages: beside!.messages }).toEqual({ orders: [], messages: [] });
  });

  it('shows the drafts of a conversation not matched to any account', async () => {
    const { beside, drafts } = await besideAs('fulfilment', unmatchedId);
    expect(beside).toBeNull();
    expect(drafts!.map((draft) => draft.customerName)).toEqual(['Bola']);
  });

  it('withholds the drafts from a role that may not sell, and the cart from one that may not read abandoned checkouts', async () => {
    const content = await besideAs('content');
    expect(content.drafts).toBeNull();
    expect(content.beside!.cart).toBeNull();
    expect({ orders: content.beside!.orders, messages: content.beside!.messages }).toEqual({ orders: null, messages: null });
    // Fulfilment sells but does not read abandoned checkouts.
    const fulfilment = await besideAs('fulfilment');
    expect(fulfilment.drafts).toHaveLength(2);
    expect(fulfilment.beside!.cart).toBeNull();
  });
});
