import 'server-only';
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import {
  contactMessages,
  draftOrderLines,
  draftOrders,
  orderItems,
  orders,
  passkeys,
  payments,
  quoteFiles,
  quoteLines,
  quoteMessages,
  quotes,
  refunds,
  sessions,
  users,
} from '@/server/db/schema';
import { contactMessagesOf, draftsOf, ordersOf, quotesOf, type DataSubject } from './data-subject';
import { conversationsWithFiles } from './account-export-conversations';
import { conversationOwnerOf } from './conversation-owner';
import { shoppingDataOf } from './account-export-shopping';
import { messagingDataOf } from '@/server/messaging/messaging-export';
import { storedFile } from './stored-file';

// "Download my data" (NDPA 2023, the right of access and portability): everything the shop holds
// about one account, as one JSON file. Amounts are kobo (integers), as the shop stores them.
// Files the person sent (proofs of transfer, problem photos, quote files, review photos, pictures and
// voice notes in the inbox) are inside it (base64), so the file is complete on its own.

export type AccountExport = Awaited<ReturnType<typeof collectAccountData>>;

async function accountOf(userId: string) {
  const [account] = await db
    .select({
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phone,
      address: users.address,
      state: users.state,
      twoFactorEnabled: users.twoFactorEnabled,
      // Mail preferences: reminders and review requests (order and account mails always go).
      marketingOptOut: users.marketingOptOut,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return account ?? null;
}

/** The orders `where` finds (./data-subject.ts, ./phone-records.ts), with their lines, payments, refunds and files. */
export async function ordersWithDetails(where: SQL) {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      placedAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      shippingAddress: orders.shippingAddress,
      deliveryState: orders.deliveryState,
      deliveryMethod: orders.deliveryMethod,
      notes: orders.notes,
      subtotalKobo: orders.subtotalKobo,
      deliveryFeeKobo: orders.deliveryFeeKobo,
      totalAmountKobo: orders.totalAmountKobo,
      depositKobo: orders.depositKobo,
      problemReport: orders.problemReport,
      problemPhotoKeys: orders.problemPhotoKeys,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [lines, paid, refunded] = await Promise.all([
    db
      .select({ orderId: orderItems.orderId, productName: orderItems.productName, colour: orderItems.color, variant: orderItems.variantLabel, sku: orderItems.sku, quantity: orderItems.quantity, priceKobo: orderItems.priceKobo, totalKobo: orderItems.totalKobo })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids)),
    db
      .select({ orderId: payments.orderId, method: payments.method, channel: payments.channel, amountKobo: payments.amountKobo, status: payments.status, paidAt: payments.paidAt, createdAt: payments.createdAt, proofKey: payments.proofKey, proofContentType: payments.proofContentType })
      .from(payments)
      .where(inArray(payments.orderId, ids))
      .orderBy(asc(payments.createdAt)),
    db
      .select({ orderId: refunds.orderId, amountKobo: refunds.amountKobo, reason: refunds.reason, status: refunds.status, createdAt: refunds.createdAt })
      .from(refunds)
      .where(inArray(refunds.orderId, ids)),
  ]);
  return Promise.all(
    rows.map(async ({ id, problemPhotoKeys, ...order }) => ({
      ...order,
      problemPhotos: await Promise.all(problemPhotoKeys.map(async (key) => ({ contentType: 'image/jpeg', base64: await storedFile(key) }))),
      lines: lines.filter((line) => line.orderId === id).map(({ orderId: _, ...line }) => line),
      payments: await Promise.all(
        paid
          .filter((payment) => payment.orderId === id)
          .map(async ({ orderId: _, proofKey, proofContentType, ...payment }) => ({
            ...payment,
            proofOfTransfer: proofKey ? { contentType: proofContentType, base64: await storedFile(proofKey) } : null,
          })),
      ),
      refunds: refunded.filter((refund) => refund.orderId === id).map(({ orderId: _, ...refund }) => refund),
    })),
  );
}

async function quotesWithDetails(subject: DataSubject) {
  const rows = await db
    .select({ id: quotes.id, quoteNumber: quotes.quoteNumber, requestedAt: quotes.createdAt, status: quotes.status, name: quotes.name, email: quotes.email, phone: quotes.phone, description: quotes.description, productName: quotes.productName, deliveryState: quotes.deliveryState })
    .from(quotes)
    .where(quotesOf(subject))
    .orderBy(desc(quotes.createdAt));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [lines, messages, files] = await Promise.all([
    db.select({ quoteId: quoteLines.quoteId, description: quoteLines.description, quantity: quoteLines.quantity, unitPriceKobo: quoteLines.unitPriceKobo }).from(quoteLines).where(inArray(quoteLines.quoteId, ids)).orderBy(asc(quoteLines.position)),
    db.select({ quoteId: quoteMessages.quoteId, author: quoteMessages.author, body: quoteMessages.body, sentAt: quoteMessages.createdAt }).from(quoteMessages).where(inArray(quoteMessages.quoteId, ids)).orderBy(asc(quoteMessages.createdAt)),
    db.select({ quoteId: quoteFiles.quoteId, fileName: quoteFiles.fileName, contentType: quoteFiles.contentType, storageKey: quoteFiles.storageKey }).from(quoteFiles).where(inArray(quoteFiles.quoteId, ids)),
  ]);
  const of = <T extends { quoteId: string }>(list: T[], id: string) => list.filter((item) => item.quoteId === id).map(({ quoteId: _, ...item }) => item);
  const withBytes = await Promise.all(files.map(async ({ storageKey, ...file }) => ({ ...file, base64: await storedFile(storageKey) })));
  return rows.map(({ id, ...quote }) => ({ ...quote, lines: of(lines, id), messages: of(messages, id), filesSent: of(withBytes, id) }));
}

/** The draft orders `where` finds (docs/decisions/0066-draft-orders.md), with their pieces. */
export async function draftsWithLines(where: SQL) {
  const rows = await db
    .select({ id: draftOrders.id, madeAt: draftOrders.createdAt, status: draftOrders.status, name: draftOrders.customerName, email: draftOrders.customerEmail, phone: draftOrders.customerPhone, note: draftOrders.note, totalKobo: draftOrders.totalKobo })
    .from(draftOrders)
    .where(where)
    .orderBy(desc(draftOrders.createdAt));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ draftId: draftOrderLines.draftOrderId, productName: draftOrderLines.productName, variant: draftOrderLines.variantLabel, quantity: draftOrderLines.quantity, priceKobo: draftOrderLines.priceKobo })
    .from(draftOrderLines)
    .where(inArray(draftOrderLines.draftOrderId, rows.map((row) => row.id)))
    .orderBy(asc(draftOrderLines.position));
  return rows.map(({ id, ...draft }) => ({ ...draft, pieces: lines.filter((line) => line.draftId === id).map(({ draftId: _, ...line }) => line) }));
}

/** Everything held about `subject`, newest first within each kind. */
export async function collectAccountData(subject: DataSubject & { userId: string }) {
  const [account, signIns, keys, placed, asked, messages, shopping, drafts] = await Promise.all([
    accountOf(subject.userId),
    db.select({ signedInAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent }).from(sessions).where(eq(sessions.userId, subject.userId)).orderBy(desc(sessions.createdAt)),
    db.select({ name: passkeys.name, addedAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt }).from(passkeys).where(eq(passkeys.userId, subject.userId)),
    ordersWithDetails(ordersOf(subject)),
    quotesWithDetails(subject),
    db
      .select({ sentAt: contactMessages.createdAt, name: contactMessages.name, email: contactMessages.email, phone: contactMessages.phone, message: contactMessages.message })
      .from(contactMessages)
      .where(contactMessagesOf(subject))
      .orderBy(desc(contactMessages.createdAt)),
    shoppingDataOf(subject),
    draftsWithLines(draftsOf(subject)),
  ]);
  const theirOrders = await db.select({ id: orders.id, phone: orders.customerPhone }).from(orders).where(ordersOf(subject));
  const messaging = await messagingDataOf({ userId: subject.userId, orderIds: theirOrders.map((order) => order.id), phones: theirOrders.map((order) => order.phone) });
  const conversations = await conversationsWithFiles(await conversationOwnerOf(db, subject));
  return { exportedAt: new Date(), account, sessions: signIns, passkeys: keys, orders: placed, quotes: asked, draftOrders: drafts, contactMessages: messages, ...shopping, ...messaging, conversations };
}
