import 'server-only';
import type { Transaction } from '@/server/db/client';
import { ActionError } from '@/server/action-error';
import { formatNaira } from '@/lib/money';
import type { DiscountLine } from '@/lib/discounts/discount-amount';
import { discountRefusalMessage, type DiscountRefusal } from '@/lib/discounts/discount-refusals';
import { checkDiscountLocked, type AppliedDiscount, type DiscountCustomer } from './discount-check';

type OrderCode = {
  /** The code as checkout sent it, and the saving checkout showed (null: none was shown yet). */
  code: string;
  shownKobo: number | null;
  lines: readonly DiscountLine[];
  deliveryFeeKobo: number;
  customer: DiscountCustomer;
};

/** The code no longer applies to the order: the shopper reads why, the guessing limit reads the reason. */
export class DiscountRefusedError extends ActionError {
  constructor(
    readonly refusal: DiscountRefusal,
    code: string,
  ) {
    super(`${discountRefusalMessage(refusal, code)} Remove the code to place your order without it.`);
  }
}

/**
 * The code applied again inside the order's transaction, its row locked until the order commits
 * (docs/decisions/0038-discount-codes.md). Like a changed price, nothing is placed when the code no
 * longer applies (the shopper reads why and keeps the cart) or its saving is not the one shown.
 */
export async function discountForOrder(tx: Transaction, { code, shownKobo, lines, deliveryFeeKobo, customer }: OrderCode): Promise<AppliedDiscount> {
  const checked = await checkDiscountLocked(tx, { code, lines, deliveryFeeKobo, customer });
  if (!checked.ok) throw new DiscountRefusedError(checked.refusal, code);
  if (shownKobo !== checked.discount.discountKobo) {
    throw new ActionError(`The discount for this order is now ${formatNaira(checked.discount.discountKobo)}. Please check your order and place it again.`);
  }
  return checked.discount;
}
