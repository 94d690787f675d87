import 'server-only';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { type Database, type Transaction } from '@/server/db/client';
import { discountCodes, discountRedemptions, users } from '@/server/db/schema';
import { discountAmount, isLimited, type DiscountAmount, type DiscountLine, type DiscountTerms } from '@/lib/discounts/discount-amount';
import type { DiscountRefusal } from '@/lib/discounts/discount-refusals';
import { redemptionKeysOf } from './redemption-email';

// Whether a code applies to a cart, and what it takes off (docs/decisions/0038-discount-codes.md).
// Checkout asks it without a lock to show the saving; placeOrder asks it again inside the order's
// transaction with the code's row locked (FOR UPDATE), so two checkouts wanting its last use queue
// on that row and the second one sees the first one's use.

/**
 * Who is ordering, as the per-customer limit counts uses: by the account, and by the confirmed
 * address (a signed-in account's own once confirmed, or the address a signed-out checkout gave).
 * Never by an address a signed-in shopper types at checkout, which may be anyone's.
 */
export type DiscountCustomer = { userId: string | null; email: string | null };

/** A signed-in shopper as the per-customer limit knows them: the account, and its address only once confirmed. */
export async function accountAsCustomer(database: Database | Transaction, userId: string): Promise<DiscountCustomer> {
  const [account] = await database.select({ email: users.email, confirmed: users.emailVerified }).from(users).where(eq(users.id, userId));
  return { userId, email: account?.confirmed ? account.email : null };
}

export type AppliedDiscount = DiscountAmount &
  DiscountTerms & {
    id: string;
    /** As the shop typed it (shown as is); the shopper's spelling may differ in case. */
    code: string;
  };

export type DiscountCheck = { ok: true; discount: AppliedDiscount } | { ok: false; refusal: DiscountRefusal };

type CheckRequest = {
  code: string;
  lines: readonly DiscountLine[];
  deliveryFeeKobo: number;
  /** Null when nobody is signed in yet: the per-customer limit is checked when the order is placed. */
  customer: DiscountCustomer | null;
  now?: Date;
};

/** Codes are matched without regard to case (the unique index is on lower(code)). */
export const sameCode = (code: string) => eq(sql`lower(${discountCodes.code})`, code.trim().toLowerCase());

export async function checkDiscount(database: Database | Transaction, request: CheckRequest): Promise<DiscountCheck> {
  const [row] = await database.select().from(discountCodes).where(sameCode(request.code)).limit(1);
  return row ? judge(database, row, request) : { ok: false, refusal: { reason: 'unknown' } };
}

/** The same check with the code's row locked until the order's transaction ends. */
export async function checkDiscountLocked(tx: Transaction, request: CheckRequest): Promise<DiscountCheck> {
  const [row] = await tx.select().from(discountCodes).where(sameCode(request.code)).limit(1).for('update');
  return row ? judge(tx, row, request) : { ok: false, refusal: { reason: 'unknown' } };
}

type CodeRow = typeof discountCodes.$inferSelect;

async function judge(database: Database | Transaction, row: CodeRow, request: CheckRequest): Promise<DiscountCheck> {
  const now = request.now ?? new Date();
  const refuse = (refusal: DiscountRefusal): DiscountCheck => ({ ok: false, refusal });
  if (!row.active) return refuse({ reason: 'inactive' });
  if (row.startsAt && now < row.startsAt) return refuse({ reason: 'not-started' });
  if (row.endsAt && now >= row.endsAt) return refuse({ reason: 'ended' });
  if (row.usageLimit !== null && row.usesCount >= row.usageLimit) return refuse({ reason: 'used-up' });
  if (row.perCustomerLimit !== null && request.customer) {
    const used = await usesBy(database, row.id, request.customer);
    if (used >= row.perCustomerLimit) return refuse({ reason: 'used-by-you' });
  }
  const terms: DiscountTerms = {
    kind: row.kind,
    percentBasisPoints: row.percentBasisPoints,
    amountKobo: row.amountKobo,
    productIds: row.productIds,
    variantIds: row.variantIds,
    categorySlugs: row.categorySlugs,
  };
  const amount = discountAmount(terms, request.lines, request.deliveryFeeKobo);
  const limited = isLimited(terms);
  if (limited && amount.eligibleSubtotalKobo === 0) return refuse({ reason: 'not-for-these-items' });
  // Only the pieces the code is for count toward its minimum: "₦100,000 of sofas" means sofas.
  if (amount.eligibleSubtotalKobo < row.minSubtotalKobo) return refuse({ reason: 'minimum', minSubtotalKobo: row.minSubtotalKobo, limited });
  return { ok: true, discount: { ...terms, ...amount, id: row.id, code: row.code } };
}

async function usesBy(database: Database | Transaction, discountId: string, customer: DiscountCustomer): Promise<number> {
  const whose = [
    customer.userId ? eq(discountRedemptions.userId, customer.userId) : undefined,
    // A closed account's uses are kept under a hash of its address (./redemption-email.ts).
    customer.email ? inArray(discountRedemptions.customerEmail, redemptionKeysOf(customer.email)) : undefined,
  ].filter((condition) => condition !== undefined);
  if (whose.length === 0) return 0;
  const [row] = await database
    .select({ used: count() })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountId, discountId), or(...whose)));
  return row?.used ?? 0;
}

