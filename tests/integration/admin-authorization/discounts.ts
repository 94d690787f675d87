import { db } from '@/server/db/client';
import { discountCodes } from '@/server/db/schema';
import { unique, type ActionRegistry, type QueryRegistry } from './_registry';

// Valid inputs for the discount codes' admin actions (src/server/discounts/actions). Each call makes
// its own code (codes are unique in any case).

const form = () => ({
  code: `TEST${unique().toUpperCase()}`,
  kind: 'percentage' as const,
  percent: '12.5',
  amount: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  productIds: [],
  categorySlugs: [],
  active: true,
});

async function insertCode() {
  const [row] = await db
    .insert(discountCodes)
    .values({ code: `TEST${unique().toUpperCase()}`, kind: 'fixed', amountKobo: 5_000_00 })
    .returning({ id: discountCodes.id });
  return row!;
}

export const actions: ActionRegistry = {
  createDiscountAction: async () => form(),
  updateDiscountAction: async () => ({ id: (await insertCode()).id, ...form(), active: false }),
  deleteDiscountAction: async () => ({ id: (await insertCode()).id }),
};

export const queries: QueryRegistry = {
  listAdminDiscounts: async () => [{ q: '', status: undefined, kind: undefined, page: 1 }],
};
