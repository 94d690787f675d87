'use server';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { discountCodes, products, quotes } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { containsPattern } from '@/server/db/contains-pattern';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { formatNaira } from '@/lib/money';
import { replyLookupSchema } from '@/lib/schemas/inbox';
import { roleCan } from '@/lib/staff-roles';
import { findOpenDrafts } from '../../reads/customer-drafts';

// What the reply box finds as staff type (docs/decisions/0081-one-inbox.md): a piece on sale, a discount
// code, a quote, an open draft order (for a role that sells, the conversation's customer's first), each as
// an id and the words that name it. Writes nothing.

const SHOWN = 8;

export type ReplyLookupOption = { id: string; label: string };

export const findReplyAttachmentsAction = defineAction<typeof replyLookupSchema, StaffUser, ReplyLookupOption[]>(
  { name: 'findReplyAttachments', schema: replyLookupSchema, authorize: permitted('inbox.reply'), fallbackError: 'Could not search.' },
  async ({ kind, q, conversationId }, staff) => {
    const pattern = containsPattern(q);
    if (kind === 'draft') {
      if (!roleCan(staff.role, 'pos.sell')) throw new ActionError('Your role may not send draft orders.');
      return findOpenDrafts(pattern, conversationId ?? null, SHOWN);
    }
    if (kind === 'piece') {
      const rows = await db
        .select({ id: products.id, name: products.name, priceKobo: products.priceKobo, discountPriceKobo: products.discountPriceKobo })
        .from(products)
        .where(and(eq(products.status, 'active'), ilike(products.name, pattern)))
        .orderBy(products.name)
        .limit(SHOWN);
      return rows.map((row) => ({ id: row.id, label: `${row.name} · ${formatNaira(row.discountPriceKobo ?? row.priceKobo)}` }));
    }
    if (kind === 'discount') {
      const rows = await db.select({ id: discountCodes.id, code: discountCodes.code }).from(discountCodes).where(ilike(discountCodes.code, pattern)).orderBy(discountCodes.code).limit(SHOWN);
      return rows.map((row) => ({ id: row.id, label: row.code }));
    }
    const rows = await db
      .select({ id: quotes.id, quoteNumber: quotes.quoteNumber, name: quotes.name })
      .from(quotes)
      .where(or(ilike(quotes.quoteNumber, pattern), ilike(quotes.name, pattern), ilike(quotes.email, pattern)))
      .orderBy(desc(quotes.createdAt))
      .limit(SHOWN);
    return rows.map((row) => ({ id: row.id, label: `${row.quoteNumber} · ${row.name}` }));
  },
);
