'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type StaffUser } from '@/server/request-context';
import { db } from '@/server/db/client';
import { draftIdSchema, mailDraftLinkSchema, messageDraftLinkSchema, renewDraftLinkSchema } from '@/lib/schemas/draft-order';
import type { SendNowResult } from '@/server/messaging/send-now';
import { cancelDraft, mailDraftLink, messageDraftLink, renewDraftLink, type DraftLink } from '../draft-writes';

// A draft's link after it was made (docs/decisions/0066-draft-orders.md): a new one (the old stops
// working), mailed or sent on WhatsApp to the customer, or the draft withdrawn. For staff who may sell.

export const renewDraftLinkAction = defineAction<typeof renewDraftLinkSchema, StaffUser, DraftLink>(
  { name: 'renewDraftLink', schema: renewDraftLinkSchema, authorize: permitted('pos.sell'), fallbackError: 'Failed to make a new link.' },
  async ({ draftId, linkDays }, staff) => db.transaction((tx) => renewDraftLink(tx, draftId, linkDays, staff)),
);

export const mailDraftLinkAction = defineAction<typeof mailDraftLinkSchema, StaffUser, { mailed: true }>(
  { name: 'mailDraftLink', schema: mailDraftLinkSchema, authorize: permitted('pos.sell'), fallbackError: 'Failed to mail the link.' },
  async ({ draftId, token }) => {
    await mailDraftLink(draftId, token);
    return { mailed: true };
  },
);

/** Sent now, or why not (no consent, no mobile number, WhatsApp busy): an answer staff read either way. */
export const messageDraftLinkAction = defineAction<typeof messageDraftLinkSchema, StaffUser, SendNowResult>(
  { name: 'messageDraftLink', schema: messageDraftLinkSchema, authorize: permitted('pos.sell'), fallbackError: 'Failed to send the link.' },
  async ({ draftId, token }) => messageDraftLink(draftId, token),
);

export const cancelDraftAction = defineAction<typeof draftIdSchema, StaffUser, { cancelled: true }>(
  { name: 'cancelDraft', schema: draftIdSchema, authorize: permitted('pos.sell'), fallbackError: 'Failed to cancel the draft.' },
  async ({ draftId }) => {
    await db.transaction((tx) => cancelDraft(tx, draftId));
    return { cancelled: true };
  },
);
