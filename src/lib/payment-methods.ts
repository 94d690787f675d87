import type { CheckoutPaymentMethod, PaymentMethod } from '@/lib/constants';

// How the shopper pays, in words shared by checkout, My Account and the mails. Which methods an
// order may use is decided on the server (src/server/payments/methods.ts); this file only names
// them and says what happens next.

/** The checkout radio labels, word for word as the shop wants them. */
export const CHECKOUT_METHOD_LABELS: Record<CheckoutPaymentMethod, string> = {
  paystack: 'Pay with Paystack (card, bank, USSD)',
  bank_transfer: 'Bank transfer',
  pay_on_delivery: 'Pay on delivery',
};

/** Short names, for an order that was already placed. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  paystack: 'Paystack',
  bank_transfer: 'Bank transfer',
  pay_on_delivery: 'Pay on delivery',
  manual: 'Recorded by the shop',
  cash: 'Cash',
  pos: 'POS terminal',
};

/**
 * An order whose total is ₦0 (a discount code covered it, or free swatches, docs/decisions/0059-fabric-samples.md) is paid as it is placed, with no method
 * and no payment step (src/server/checkout/place-order.ts). These are its words wherever it is shown.
 */
export const NOTHING_TO_PAY = 'Nothing to pay';
export const NOTHING_TO_PAY_TEXT = 'Paid: there is nothing to pay for this order.';

/** How an order is paid, in short: 'Nothing to pay' at ₦0; null when no method was chosen (orders before online payments). */
export function orderPaymentName(order: { paymentMethod: PaymentMethod | null; totalAmountKobo: number }): string | null {
  if (order.totalAmountKobo === 0) return NOTHING_TO_PAY;
  return order.paymentMethod ? PAYMENT_METHOD_NAMES[order.paymentMethod] : null;
}

/** One checkout method for one order: offered, or why not. */
export type PaymentOption = {
  method: CheckoutPaymentMethod;
  offered: boolean;
  /** Why it is not offered (null when it is). */
  reason: string | null;
  /**
   * Whether the shop takes payment this way at all. Checkout explains only the methods the shop
   * takes that this order cannot use (pay on delivery above its limit, say), never the ones the
   * shop has switched off.
   */
  takenByShop: boolean;
};

/** How long an unpaid order is held, per method, as the shop set it. */
export type ReservationTimes = { paystackMinutes: number; bankTransferHours: number };

/**
 * A deposit the order may be paid with (docs/decisions/0035-deposits-and-balances.md): what is
 * paid now, what before delivery, and the shop's deposit policy.
 */
export type DepositOffer = { depositKobo: number; balanceKobo: number; policy: string | null };

/**
 * The payment step of checkout: every method in the shop's order, with the hold times to quote,
 * and the deposit offered (null when the order is paid in full). Deposits go with Paystack or a
 * bank transfer, never with pay on delivery. With nothing to pay, no method is asked for.
 */
export type CheckoutPayment = {
  options: PaymentOption[];
  reservation: ReservationTimes;
  deposit: DepositOffer | null;
  /** The total is ₦0: checkout asks for no payment, and the order is placed paid. */
  nothingToPay: boolean;
};

/** The checkout words of a deposit: 'Pay a deposit of ₦X now, ₦Y before delivery'. */
export function depositChoiceLabel(offer: Pick<DepositOffer, 'depositKobo' | 'balanceKobo'>, format: (kobo: number) => string) {
  return `Pay a deposit of ${format(offer.depositKobo)} now, ${format(offer.balanceKobo)} before delivery`;
}

/** Whether a method may take a deposit. */
export function takesDeposit(method: CheckoutPaymentMethod) {
  return method !== 'pay_on_delivery';
}

/** '1 hour', '90 minutes', '48 hours'. */
export function describeDuration(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The line under each checkout choice: what happens after the order is placed. */
export function nextStepText(method: CheckoutPaymentMethod, reservation: ReservationTimes): string {
  switch (method) {
    case 'paystack':
      return `You'll be taken to Paystack's secure page to pay. We hold your items for ${describeDuration(reservation.paystackMinutes)}.`;
    case 'bank_transfer':
      return `You'll get our account details and have ${describeDuration(reservation.bankTransferHours * 60)} to pay, with your order number as the reference.`;
    case 'pay_on_delivery':
      return 'Pay the courier in cash or by POS when your order arrives.';
  }
}

/** Where checkout sends the shopper once the order is placed. */
export type AfterPlacing =
  | { kind: 'paystack'; authorizationUrl: string }
  /** The order page; `notice` names a fixed message it shows (a payment that could not start). */
  | { kind: 'order-page'; notice?: OrderPageNotice }
  | { kind: 'home' };

/**
 * Messages the order page shows on arrival, named in its URL (?payment=...): 'placed' (just
 * ordered), 'not-started' (Paystack could not be reached to start paying), 'confirming' (back
 * from Paystack, whose answer is not in yet). They only choose words for a moment the shopper
 * just lived through; whether the order is paid is always read from the database.
 */
export const ORDER_PAGE_NOTICES = ['placed', 'not-started', 'confirming'] as const;
export type OrderPageNotice = (typeof ORDER_PAGE_NOTICES)[number];

export function isOrderPageNotice(value: unknown): value is OrderPageNotice {
  return typeof value === 'string' && (ORDER_PAGE_NOTICES as readonly string[]).includes(value);
}

export function orderPagePath(orderNumber: string, notice?: OrderPageNotice) {
  const path = `/account/orders/${encodeURIComponent(orderNumber)}`;
  return notice ? `${path}?payment=${notice}` : path;
}
