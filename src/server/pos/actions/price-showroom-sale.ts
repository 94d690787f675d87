'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type StaffUser } from '@/server/request-context';
import { showroomSaleQuoteSchema } from '@/lib/schemas/showroom-sale';
import { priceSale, type PricedSale } from '../sale-pricing';

/**
 * What the sale on the Sell screen comes to before payment: the lines at today's prices, the code's or
 * the manual discount (refused past the role's limit) and the deposit it allows. Writes nothing.
 */
export const priceShowroomSaleAction = defineAction<typeof showroomSaleQuoteSchema, StaffUser, PricedSale>(
  { name: 'priceShowroomSale', schema: showroomSaleQuoteSchema, authorize: permitted('pos.sell'), fallbackError: 'Could not price this sale.' },
  async (sale, staff) => priceSale(null, sale, staff.role),
);
