import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// Paystack signs each webhook with the merchant's secret key: x-paystack-signature is the hex
// HMAC-SHA512 of the raw request body (https://paystack.com/docs/payments/webhooks/). It is
// checked on the bytes as received, before anything parses them, and compared in constant
// time so a forger learns nothing from how long a wrong guess takes.

const SIGNATURE = /^[0-9a-f]{128}$/i;

export function hasValidPaystackSignature(rawBody: Uint8Array, header: string | null, secretKey: string): boolean {
  if (!header || !SIGNATURE.test(header)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
