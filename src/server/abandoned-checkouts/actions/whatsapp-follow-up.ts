'use server';
import { and, eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { serverCarts, users } from '@/server/db/schema';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { whatsappFollowUpSchema } from '@/lib/schemas/abandoned-checkouts';
import { linesToday, valueKobo } from '../cart-lines';
import { followUpMessage, followUpUrl } from '../follow-up-message';
import { isOpenCheckout, knownPhone } from '../open-checkouts';
import { issueRestoreLink } from '../restore-link';

// "Send on WhatsApp" on the Abandoned Checkouts screen: the shop follows a shopper up by hand. Only the
// hash of a restore link is kept, so the link is issued now (it replaces the one mailed before, which
// then points the shopper to signing in, where the cart is kept anyway) and recorded in the activity log.

export const whatsappFollowUpAction = defineAction<typeof whatsappFollowUpSchema, StaffUser, { url: string }>(
  { name: 'whatsappFollowUp', schema: whatsappFollowUpSchema, authorize: permitted('checkouts.read'), fallbackError: 'Could not prepare the WhatsApp message.' },
  async ({ userId }) => {
    // Read before the transaction: on the embedded database it holds the one connection.
    const { siteName } = await getSiteSettings();
    return db.transaction(async (tx) => {
      const [cart] = await tx
        .select({ name: users.name, phone: knownPhone, lines: serverCarts.lines })
        .from(serverCarts)
        .innerJoin(users, eq(users.id, serverCarts.userId))
        .where(and(eq(serverCarts.userId, userId), isOpenCheckout))
        .for('update', { of: serverCarts });
      if (!cart) throw new ActionError('This checkout is no longer open: the customer may have ordered.');
      const pieces = await linesToday(cart.lines, tx);
      const restoreUrl = await issueRestoreLink(tx, userId);
      const url = followUpUrl(cart.phone, followUpMessage({ name: cart.name, siteName, pieces, restoreUrl }));
      if (!url) throw new ActionError('There is no phone number for this customer.');
      await recordAudit(tx, {
        entityType: 'account',
        entityId: userId,
        label: `Customer ${cart.name}`,
        action: 'checkout_follow_up',
        details: { channel: 'whatsapp', pieces: pieces.length, valueKobo: valueKobo(pieces) },
      });
      return { url };
    });
  },
);
