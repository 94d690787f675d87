import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { discountCodes, products, quotes } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { keyFromPublicUrl } from '@/server/media/storage';
import { siteUrl } from '@/server/site-url';
import { formatNaira } from '@/lib/money';
import { accountQuotePath } from '@/lib/quotes';
import type { ConversationMessageKind } from '@/lib/inbox/conversations';
import type { replySchema } from '@/lib/schemas/inbox';
import type { z } from 'zod';

// What a reply from the inbox says (docs/decisions/0081-one-inbox.md). WhatsApp and mail both carry it as
// text: a piece as its name, price in naira and link (WhatsApp previews the link with the piece's picture),
// a discount code with what it takes off, a quote's number and link, a picture by its address in storage
// (on WhatsApp the picture itself goes, with the words as its caption: whatsapp-picture.ts).

// A draft's pay link is made in the reply's own transaction (draft-reply.ts), not here.
type FreeReply = Exclude<z.output<typeof replySchema>, { kind: 'template' | 'draft' }>;

export type ReplyContent = {
  kind: ConversationMessageKind;
  body: string;
  productId: string | null;
  /** A picture the staff member uploaded: its key in storage, shown in the conversation. */
  mediaKey: string | null;
  /** A picture's words alone (its caption on WhatsApp). */
  caption?: string;
};

const joined = (...parts: string[]) => parts.filter(Boolean).join('\n\n');

async function piece(productId: string) {
  const [row] = await db
    .select({ name: products.name, priceKobo: products.priceKobo, discountPriceKobo: products.discountPriceKobo })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')));
  if (!row) throw new ActionError('That piece is not on sale any more.');
  return `${row.name}: ${formatNaira(row.discountPriceKobo ?? row.priceKobo)}\n${siteUrl(`/product/${productId}`)}`;
}

async function discount(discountCodeId: string) {
  const [row] = await db
    .select({ code: discountCodes.code, percentBasisPoints: discountCodes.percentBasisPoints, amountKobo: discountCodes.amountKobo })
    .from(discountCodes)
    .where(eq(discountCodes.id, discountCodeId));
  if (!row) throw new ActionError('That discount code no longer exists.');
  const off = row.percentBasisPoints !== null ? `${row.percentBasisPoints / 100}% off` : row.amountKobo !== null ? `${formatNaira(row.amountKobo)} off` : 'a discount';
  return `Use the code ${row.code} at checkout for ${off}.`;
}

async function quote(quoteId: string) {
  const [row] = await db.select({ quoteNumber: quotes.quoteNumber }).from(quotes).where(eq(quotes.id, quoteId));
  if (!row) throw new ActionError('That quote no longer exists.');
  return `Your quote ${row.quoteNumber}: ${siteUrl(accountQuotePath(row.quoteNumber))}`;
}

export async function replyContent(reply: FreeReply): Promise<ReplyContent> {
  const plain = { productId: null, mediaKey: null };
  switch (reply.kind) {
    case 'text':
      return { ...plain, kind: 'text', body: reply.text };
    case 'piece':
      return { ...plain, kind: 'piece', productId: reply.productId, body: joined(reply.text, await piece(reply.productId)) };
    case 'discount':
      return { ...plain, kind: 'discount', body: joined(reply.text, await discount(reply.discountCodeId)) };
    case 'quote':
      return { ...plain, kind: 'quote', body: joined(reply.text, await quote(reply.quoteId)) };
    case 'image': {
      const mediaKey = keyFromPublicUrl(reply.imageUrl);
      if (!mediaKey) throw new ActionError('Upload the picture again: it is not in the shop’s storage.');
      return { ...plain, kind: 'image', mediaKey, caption: reply.text, body: joined(reply.text, reply.imageUrl.startsWith('/') ? siteUrl(reply.imageUrl) : reply.imageUrl) };
    }
  }
}
