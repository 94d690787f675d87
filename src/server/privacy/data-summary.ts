import 'server-only';
import { formatNaira } from '@/lib/money';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import type { AccountExport } from './account-export';

// The readable side of "Download my data": the same contents as the JSON file, as plain text a
// person reads on a phone, with amounts in naira and dates in Lagos time.

const line = (label: string, value: string | null | undefined) => `${label}: ${value && value.trim() ? value : '—'}`;

function accountSection(data: AccountExport) {
  const account = data.account;
  if (!account) return ['ACCOUNT', 'No account.'];
  return [
    'ACCOUNT',
    line('Name', account.name),
    line('Email', `${account.email}${account.emailVerified ? ' (confirmed)' : ' (not confirmed)'}`),
    line('Phone', account.phone),
    line('Address', [account.address, account.state].filter(Boolean).join(', ')),
    line('Two-factor sign-in', account.twoFactorEnabled ? 'on' : 'off'),
    line('Reminder and review-request mails', account.marketingOptOut ? 'off' : 'on'),
    line('Passkeys', data.passkeys.map((key) => `${key.name ?? 'Passkey'} (added ${formatLongDate(key.addedAt ?? data.exportedAt)})`).join('; ')),
    line('Signed in on', data.sessions.map((session) => `${formatDateTime(session.signedInAt)}${session.userAgent ? ` — ${session.userAgent}` : ''}`).join('; ')),
    line('Account created', formatLongDate(account.createdAt)),
  ];
}

function ordersSection(data: AccountExport) {
  if (data.orders.length === 0) return ['ORDERS', 'None.'];
  return [
    `ORDERS (${data.orders.length})`,
    ...data.orders.flatMap((order) => [
      '',
      `${order.orderNumber} — placed ${formatDateTime(order.placedAt)} — ${formatNaira(order.totalAmountKobo)} — ${order.status}, payment ${order.paymentStatus}`,
      `  Deliver to: ${order.customerName}, ${order.shippingAddress}${order.deliveryState ? `, ${order.deliveryState}` : ''}${order.customerPhone ? `, ${order.customerPhone}` : ''}`,
      ...order.lines.map((item) => `  ${item.quantity} × ${item.productName}${item.variant ? ` (${item.variant})` : ''} — ${formatNaira(item.totalKobo)}`),
      ...order.payments.map(
        (payment) =>
          `  Payment: ${formatNaira(payment.amountKobo)} by ${payment.method.replace(/_/g, ' ')}, ${payment.status}${payment.proofOfTransfer ? ' (proof of transfer included in the JSON file)' : ''}`,
      ),
      ...order.refunds.map((refund) => `  Refund: ${formatNaira(refund.amountKobo)}, ${refund.status} — ${refund.reason}`),
      ...(order.problemReport ? [`  Problem reported: ${order.problemReport}${order.problemPhotos.length > 0 ? ` (${order.problemPhotos.length} photos in the JSON file)` : ''}`] : []),
    ]),
  ];
}

function quotesSection(data: AccountExport) {
  if (data.quotes.length === 0) return ['QUOTE REQUESTS', 'None.'];
  return [
    `QUOTE REQUESTS (${data.quotes.length})`,
    ...data.quotes.flatMap((quote) => [
      '',
      `${quote.quoteNumber} — ${formatDateTime(quote.requestedAt)} — ${quote.status}`,
      `  ${quote.description}`,
      ...quote.filesSent.map((file) => `  File: ${file.fileName} (included in the JSON file)`),
      ...quote.messages.map((message) => `  ${message.author}: ${message.body}`),
    ]),
  ];
}

function draftsSection(data: AccountExport) {
  if (data.draftOrders.length === 0) return ['ORDERS WE PREPARED FOR YOU BY CHAT', 'None.'];
  return [
    `ORDERS WE PREPARED FOR YOU BY CHAT (${data.draftOrders.length})`,
    ...data.draftOrders.flatMap((draft) => [
      '',
      `${formatDateTime(draft.madeAt)} — ${draft.status} — ${formatNaira(draft.totalKobo)} — for ${draft.name}${draft.phone ? `, ${draft.phone}` : ''}`,
      ...draft.pieces.map((piece) => `  ${piece.quantity} × ${piece.productName}${piece.variant ? ` (${piece.variant})` : ''}: ${formatNaira(piece.priceKobo)} each`),
      ...(draft.note ? [`  ${draft.note}`] : []),
    ]),
  ];
}

function messagesSection(data: AccountExport) {
  if (data.contactMessages.length === 0) return ['MESSAGES SENT THROUGH THE CONTACT FORM', 'None.'];
  return [
    `MESSAGES SENT THROUGH THE CONTACT FORM (${data.contactMessages.length})`,
    ...data.contactMessages.flatMap((message) => ['', `${formatDateTime(message.sentAt)} — ${message.name}${message.phone ? `, ${message.phone}` : ''}`, `  ${message.message}`]),
  ];
}

function whatsAppSection(data: AccountExport) {
  const consents = data.messagingConsents.map((consent) => `  ${formatDateTime(consent.givenAt)} — ${consent.phone} — ${consent.purpose === 'marketing' ? 'offers' : 'order updates'}: ${consent.granted ? 'yes' : 'no'} (${consent.where}) — "${consent.wordsShown}"`);
  const sent = data.messagesSent.map((message) => `  ${formatDateTime(message.sentAt)} — ${message.channel} to ${message.phone ?? 'a number since erased'} — ${message.state}: ${message.text}`);
  if (consents.length === 0 && sent.length === 0) return ['WHATSAPP AND SMS', 'None.'];
  return ['WHATSAPP AND SMS', `Your answers (${consents.length}):`, ...consents, `Messages we sent you (${sent.length}):`, ...sent];
}

/** Where a message came from, as the person reads it. */
const SOURCE_WORDS: Record<AccountExport['conversations'][number]['messages'][number]['source'], string> = {
  whatsapp: 'WhatsApp',
  contact_form: 'the contact form',
  product_question: 'a question on a piece',
  email: 'email',
};

function conversationsSection(data: AccountExport) {
  if (data.conversations.length === 0) return ['CONVERSATIONS WITH US', 'None.'];
  return [
    `CONVERSATIONS WITH US (${data.conversations.length})`,
    ...data.conversations.flatMap((conversation) => [
      '',
      `Started ${formatDateTime(conversation.startedAt)} — ${[conversation.name, conversation.phone, conversation.email].filter(Boolean).join(', ')}`,
      ...conversation.messages.map(
        (message) =>
          `  ${formatDateTime(message.at)} — ${message.direction === 'in' ? 'You' : 'The shop'} by ${SOURCE_WORDS[message.source]} (${message.kind.replace(/_/g, ' ')}): ${message.text || '—'}${message.file ? ' (the file is in the JSON file)' : ''}`,
      ),
    ]),
  ];
}

function reviewsSection(data: AccountExport) {
  if (data.reviews.length === 0 && data.helpfulVotes.length === 0) return ['REVIEWS', 'None.'];
  return [
    `REVIEWS (${data.reviews.length})`,
    ...data.reviews.flatMap((review) => [
      '',
      `${review.product} — ${review.rating} of 5 — ${formatDateTime(review.writtenAt)} — ${review.status}`,
      `  ${review.title}: ${review.body}`,
      ...(review.photos.length > 0 ? [`  ${review.photos.length} photos (in the JSON file)`] : []),
    ]),
    ...(data.helpfulVotes.length > 0 ? ['', line('Reviews you found helpful', data.helpfulVotes.map((vote) => `${vote.review} (${vote.product})`).join('; '))] : []),
  ];
}

function keptSection(data: AccountExport) {
  return [
    'SAVED, WAITED FOR AND IN YOUR CART',
    line('Saved pieces', data.savedPieces.map((piece) => piece.product).join('; ')),
    line('Back-in-stock alerts', data.stockAlerts.map((alert) => `${alert.product} (${alert.email}${alert.mailedAt ? `, mailed ${formatLongDate(alert.mailedAt)}` : ''})`).join('; ')),
    line('Cart', data.cart?.lines.map((item) => `${item.quantity} × ${item.product ?? 'a piece no longer sold'}${item.variant ? ` (${item.variant})` : ''}`).join('; ')),
    line('Reminders of a checkout you left', data.checkoutReminders.map((reminder) => `mailed ${formatLongDate(reminder.sentAt)}${reminder.orderPlaced ? `, then you ordered (${reminder.orderPlaced})` : ''}`).join('; ')),
  ];
}

/** The whole summary, as the text file's contents. */
export function readableSummary(data: AccountExport, shopName: string): string {
  return [
    `What ${shopName} holds about you — ${formatDateTime(data.exportedAt)}`,
    '',
    ...accountSection(data),
    '',
    ...ordersSection(data),
    '',
    ...quotesSection(data),
    '',
    ...draftsSection(data),
    '',
    ...messagesSection(data),
    '',
    ...whatsAppSection(data),
    '',
    ...conversationsSection(data),
    '',
    ...reviewsSection(data),
    '',
    ...keptSection(data),
    '',
  ].join('\n');
}
