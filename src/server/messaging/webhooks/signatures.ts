import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// The signatures of the messaging webhooks (docs/security.md, "Messaging webhooks"), checked on the
// bytes as received, before anything parses them, and compared in constant time.

const SHA256_HEADER = /^sha256=([0-9a-f]{64})$/i;
const SHA512_HEX = /^[0-9a-f]{128}$/i;

function sameDigest(expected: Buffer, hex: string) {
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}

/**
 * The body with every character beyond ASCII written as a lowercase JSON escape (`é` → `\u00e9`, an emoji
 * as its two UTF-16 halves): the same JSON, in the form Meta's own documentation says it signs. Accepting
 * a signature of it as well as of the raw bytes takes nothing from the check, since it is still keyed with
 * the app secret over the very text received, and it keeps a shopper's accented name or emoji from being
 * refused should Meta sign that way.
 */
function withEscapedUnicode(rawBody: Uint8Array): string | null {
  const text = Buffer.from(rawBody).toString('utf8');
  if (/^[\u0000-\u007f]*$/.test(text)) return null;
  return text.replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** WhatsApp (Meta): `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the body, keyed with the app secret>`. */
export function hasValidWhatsAppSignature(rawBody: Uint8Array, header: string | null, appSecret: string): boolean {
  const hex = header ? SHA256_HEADER.exec(header)?.[1] : undefined;
  if (!hex) return false;
  const sign = (content: Uint8Array | string) => createHmac('sha256', appSecret).update(content).digest();
  if (sameDigest(sign(rawBody), hex)) return true;
  const escaped = withEscapedUnicode(rawBody);
  return escaped !== null && sameDigest(sign(escaped), hex);
}

/** Termii: `X-Termii-Signature: <hex HMAC-SHA512 of the body, keyed with the account's secret>`. */
export function hasValidTermiiSignature(rawBody: Uint8Array, header: string | null, secret: string): boolean {
  if (!header || !SHA512_HEX.test(header)) return false;
  return sameDigest(createHmac('sha512', secret).update(rawBody).digest(), header);
}
