import { normaliseNigerianPhone } from '@/lib/nigeria';

// The one form WhatsApp and Termii are sent, and consents and contacts are matched by: +234 and the ten
// digits, whatever way the shopper typed the number (docs/decisions/0080-whatsapp-and-sms-order-updates.md).

/** Ten digits as typed without the trunk 0 ("803 123 4567"): the subscriber number alone. */
const BARE_SUBSCRIBER = /^[789]\d{9}$/;

/**
 * A Nigerian mobile number as +2348031234567, from "0803 123 4567", "+234 803 123 4567", "234803…" or
 * "803…"; null when it is not one (another country, a wrong length, a range no network gives out, or a
 * fixed line, which neither WhatsApp nor SMS reaches).
 */
export function toE164Nigeria(input: string): string | null {
  const compact = input.replace(/[\s\-.()]/g, '');
  const phone = normaliseNigerianPhone(BARE_SUBSCRIBER.test(compact) ? `0${compact}` : compact);
  // Fixed lines are 020X…: +2342…; every mobile range starts 7, 8 or 9.
  return phone && !phone.startsWith('+2342') ? phone : null;
}

/** Digits only, as Termii's `to` and WhatsApp's `wa_id` write a number: 2348031234567. */
export function phoneDigits(e164: string): string {
  return e164.replace(/\D/g, '');
}

/** The distinct +234… forms of the numbers given, whatever way they were typed; those that are not Nigerian numbers left out. */
export function distinctE164(numbers: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(numbers.map((number) => (number ? toE164Nigeria(number) : null)).filter((number): number is string => number !== null))];
}
