'use server';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type StaffUser } from '@/server/request-context';
import { oneLine } from '@/lib/schemas/fields';
import { roleCan } from '@/lib/staff-roles';
import { customersToSell, piecesToSell, type CustomerToSell, type PieceToSell } from '../sell-reads';

// The Sell screen's lookups as staff type or scan: read-only, for staff who may sell. A seller who may not
// see the customer list finds a customer only by their whole phone number or email (sell-reads.ts).

const pieceSearchSchema = z.object({ q: oneLine().trim().min(1).max(100), locationId: z.uuid() });
const customerSearchSchema = z.object({ q: oneLine().trim().min(1).max(100) });

export const findPiecesToSellAction = defineAction<typeof pieceSearchSchema, StaffUser, PieceToSell[]>(
  { name: 'findPiecesToSell', schema: pieceSearchSchema, authorize: permitted('pos.sell'), fallbackError: 'Could not search the pieces.' },
  async ({ q, locationId }) => piecesToSell(q, locationId),
);

export const findCustomersToSellAction = defineAction<typeof customerSearchSchema, StaffUser, CustomerToSell[]>(
  { name: 'findCustomersToSell', schema: customerSearchSchema, authorize: permitted('pos.sell'), fallbackError: 'Could not search the customers.' },
  async ({ q }, staff) => customersToSell(q, { mayBrowse: roleCan(staff.role, 'customers.read') }),
);
