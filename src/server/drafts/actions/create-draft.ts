'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type StaffUser } from '@/server/request-context';
import { db } from '@/server/db/client';
import { draftOrderSchema } from '@/lib/schemas/draft-order';
import { createDraft, type DraftLink } from '../draft-writes';

/** "Create draft and link" on the Drafts screen: the draft priced and held to the role's limit, and its link shown once. */
export const createDraftAction = defineAction<typeof draftOrderSchema, StaffUser, DraftLink>(
  { name: 'createDraft', schema: draftOrderSchema, authorize: permitted('pos.sell'), fallbackError: 'Failed to create the draft order.' },
  async (draft, staff) => db.transaction((tx) => createDraft(tx, draft, staff)),
);
