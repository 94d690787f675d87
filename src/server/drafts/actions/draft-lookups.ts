'use server';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type StaffUser } from '@/server/request-context';
import { oneLine } from '@/lib/schemas/fields';
import { draftPriceSchema } from '@/lib/schemas/draft-order';
import { db } from '@/server/db/client';
import { piecesForDraft, type PieceForDraft } from '../draft-piece-reads';
import { priceDraft, type PricedDraft } from '../draft-pricing';

// The new draft's lookups as staff type: the pieces found, and what the draft comes to (the lines at
// today's prices, the delivery, the deposit; refused past the role's limit). Both write nothing.

const pieceSearchSchema = z.object({ q: oneLine().trim().min(1).max(100) });

export const findPiecesForDraftAction = defineAction<typeof pieceSearchSchema, StaffUser, PieceForDraft[]>(
  { name: 'findPiecesForDraft', schema: pieceSearchSchema, authorize: permitted('pos.sell'), fallbackError: 'Could not search the pieces.' },
  async ({ q }) => piecesForDraft(q),
);

export const priceDraftAction = defineAction<typeof draftPriceSchema, StaffUser, PricedDraft>(
  { name: 'priceDraft', schema: draftPriceSchema, authorize: permitted('pos.sell'), fallbackError: 'Could not price this draft.' },
  async (draft, staff) => priceDraft(db, draft, staff.role),
);
