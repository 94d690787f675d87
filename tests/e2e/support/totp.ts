import { createHmac } from 'node:crypto';

// RFC 6238 TOTP (HMAC-SHA-1, 30-second steps, 6 digits), as authenticator apps compute it,
// so tests can answer Better Auth's two-factor challenge from the setup key alone.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;

/** RFC 4648 base32 (no padding needed; spaces, padding and case are ignored). */
export function base32Decode(input: string): Buffer {
  const clean = input.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP for one counter value. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, '0');
}

/** The code an authenticator app shows for `secret` (base32) at `time`, or `steps` steps later. */
export function totp(secret: string, { time = Date.now(), steps = 0 } = {}): string {
  return hotp(base32Decode(secret), Math.floor(time / 1000 / TOTP_STEP_SECONDS) + steps);
}

/** A 6-digit code that is certainly wrong now (not the code of the previous, current or next step). */
export function wrongTotp(secret: string): string {
  const near = new Set([-1, 0, 1].map((steps) => totp(secret, { steps })));
  for (let n = 0; ; n++) {
    const candidate = String(n * 111_111 % 1_000_000).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

/** The secret of an otpauth:// URI. */
export function secretFromOtpauth(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${uri}`);
  return secret;
}
