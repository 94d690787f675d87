import 'server-only';
import { eq } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { websiteSettings } from '@/server/db/schema';
import { CHECKOUT_PAYMENT_METHODS, type CheckoutPaymentMethod, type DeliveryMethod } from '@/lib/constants';
import { formatNaira } from '@/lib/money';
import { PAYMENT_SETTINGS_DEFAULTS } from '@/lib/schemas/payment-settings';
import type { CheckoutPayment, DepositOffer, PaymentOption } from '@/lib/payment-methods';
import { paystackConfigured } from './paystack/client';

// Which ways of paying an order may use (docs/decisions/0013-payments-ledger.md). Checkout shows
// the answer, and placeOrder asks again inside its transaction and refuses a method that no
// longer applies, so the two can only differ when an admin changed a setting in between.

export type BankDetails = { bankName: string; accountName: string; accountNumber: string };

/** How long an unpaid order holds its stock (src/server/payments/reservations.ts). */
export type ReservationSettings = { paystackReservationMinutes: number; bankTransferReservationHours: number };

export type PaymentSettings = ReservationSettings & {
  paystackEnabled: boolean;
  bankTransferEnabled: boolean;
  payOnDeliveryEnabled: boolean;
  bankName: string | null;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  payOnDeliveryMaxKobo: number;
};

/** The schema's defaults, for a database without its settings row (a bare test database). */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { ...PAYMENT_SETTINGS_DEFAULTS };

export async function loadPaymentSettings(database: Database | Transaction = db): Promise<PaymentSettings> {
  const [row] = await database
    .select({
      paystackEnabled: websiteSettings.paystackEnabled,
      bankTransferEnabled: websiteSettings.bankTransferEnabled,
      payOnDeliveryEnabled: websiteSettings.payOnDeliveryEnabled,
      bankName: websiteSettings.bankName,
      bankAccountName: websiteSettings.bankAccountName,
      bankAccountNumber: websiteSettings.bankAccountNumber,
      payOnDeliveryMaxKobo: websiteSettings.payOnDeliveryMaxKobo,
      paystackReservationMinutes: websiteSettings.paystackReservationMinutes,
      bankTransferReservationHours: websiteSettings.bankTransferReservationHours,
    })
    .from(websiteSettings)
    .where(eq(websiteSettings.id, 1));
  return row ?? DEFAULT_PAYMENT_SETTINGS;
}

/** NUBAN: every Nigerian bank account number is ten digits. */
const ACCOUNT_NUMBER = /^\d{10}$/;

/** The account a transfer goes to, or null while the shop has not filled it in completely. */
export function bankDetailsOf(settings: PaymentSettings): BankDetails | null {
  const bankName = settings.bankName?.trim();
  const accountName = settings.bankAccountName?.trim();
  const accountNumber = settings.bankAccountNumber?.trim();
  if (!bankName || !accountName || !accountNumber || !ACCOUNT_NUMBER.test(accountNumber)) return null;
  return { bankName, accountName, accountNumber };
}

/**
 * How the order is delivered, as priced: a DeliveryPrice fits. Null while the shopper has not
 * chosen where yet.
 */
export type DeliveryForPayment = { method: DeliveryMethod; payOnDelivery: boolean } | null;

export type PaymentQuestion = {
  settings: PaymentSettings;
  delivery: DeliveryForPayment;
  /** Goods and delivery: what the shopper would pay. */
  totalKobo: number;
  /** PAYSTACK_SECRET_KEY is set; a parameter so the rules can be checked without the environment. */
  paystackReady?: boolean;
};

/**
 * Every checkout method in the order paystack, bank_transfer, pay_on_delivery, each offered or
 * with the reason it is not. Pay on delivery is for orders the shop delivers: it holds stock with
 * no due time until the courier collects at the door. A showroom pickup, which no courier closes,
 * is paid beforehand, online or by transfer (docs/architecture.md section 9).
 */
export function availablePaymentMethods({ settings, delivery, totalKobo, paystackReady = paystackConfigured() }: PaymentQuestion): PaymentOption[] {
  return CHECKOUT_PAYMENT_METHODS.map((method) => {
    const { takenByShop, reason } = check(method, { settings, delivery, totalKobo, paystackReady });
    return { method, offered: reason === null, reason, takenByShop };
  });
}

function check(method: CheckoutPaymentMethod, question: Required<PaymentQuestion>): { takenByShop: boolean; reason: string | null } {
  const { settings, delivery, totalKobo, paystackReady } = question;
  switch (method) {
    case 'paystack':
      return settings.paystackEnabled && paystackReady
        ? { takenByShop: true, reason: null }
        : { takenByShop: false, reason: 'Paying online with Paystack is not available right now.' };
    case 'bank_transfer':
      return settings.bankTransferEnabled && bankDetailsOf(settings)
        ? { takenByShop: true, reason: null }
        : { takenByShop: false, reason: 'Bank transfer is not available right now.' };
    case 'pay_on_delivery': {
      if (!settings.payOnDeliveryEnabled) return { takenByShop: false, reason: 'Pay on delivery is not available right now.' };
      return { takenByShop: true, reason: payOnDeliveryRefusal(settings, delivery, totalKobo) };
    }
  }
}

function payOnDeliveryRefusal(settings: PaymentSettings, delivery: DeliveryForPayment, totalKobo: number): string | null {
  if (!delivery) return 'Choose your state to see whether you can pay on delivery.';
  if (delivery.method === 'pickup') return 'Pay on delivery is for orders we deliver, not for showroom pickup.';
  if (!delivery.payOnDelivery) return 'Pay on delivery is not available in your area.';
  if (totalKobo > settings.payOnDeliveryMaxKobo) return `Pay on delivery is available for orders up to ${formatNaira(settings.payOnDeliveryMaxKobo)}.`;
  return null;
}

/** The payment step checkout shows for this order, with the deposit it may be paid with. */
export function checkoutPayment(question: PaymentQuestion, deposit: DepositOffer | null = null): CheckoutPayment {
  return {
    deposit,
    nothingToPay: question.totalKobo === 0,
    options: availablePaymentMethods(question),
    reservation: {
      paystackMinutes: question.settings.paystackReservationMinutes,
      bankTransferHours: question.settings.bankTransferReservationHours,
    },
  };
}
