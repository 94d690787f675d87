import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { getAuthSecret } from '@/server/auth/secret';

// Secrets an owner saves on a settings screen (the MBS API key and secret on Settings → E-invoicing, the
// WhatsApp and Termii keys on Settings → Messaging), sealed before they reach the database
// (docs/decisions/0070-e-invoicing.md, "Settings or environment"): AES-256-GCM under a key
// derived with HKDF-SHA256 from the shop's auth secret (BETTER_AUTH_SECRET, or the one generated into
// $DATA_DIR, src/server/auth/secret.ts), so a copy of the database alone opens nothing. Each value is
// bound to its purpose (GCM's additional data): a sealed key pasted over the sealed secret does not open.
//
// Written as `v1.<base64url of IV | tag | ciphertext>`; v1 names this key label and layout. The label still
// names e-invoicing, where sealing began: changing it would leave every value already saved unreadable.

const VERSION = 'v1';
const KEY_LABEL = 'adire-living-store|einvoicing-settings|mbs-api-credentials|v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealPurpose =
  | 'mbs-api-key'
  | 'mbs-api-secret'
  | 'whatsapp-access-token'
  | 'whatsapp-app-secret'
  | 'whatsapp-verify-token'
  | 'termii-api-key'
  | 'termii-secret';

/** Sealed text that this server's secret cannot open: changed since, or the value was altered. */
export class UnreadableSealError extends Error {}

let derived: { secret: string; key: Buffer } | null = null;

function sealingKey(): Buffer {
  const secret = getAuthSecret();
  if (derived?.secret !== secret) derived = { secret, key: Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), KEY_LABEL, 32)) };
  return derived.key;
}

export function seal(plain: string, purpose: SealPurpose): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv).setAAD(Buffer.from(purpose, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
}

export function unseal(sealed: string, purpose: SealPurpose): string {
  const [version, body] = sealed.split('.');
  const bytes = Buffer.from(body ?? '', 'base64url');
  if (version !== VERSION || bytes.length <= IV_BYTES + TAG_BYTES) throw new UnreadableSealError(`The sealed ${purpose} is not one this shop wrote`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(), bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new UnreadableSealError(`The sealed ${purpose} cannot be opened with this server's secret (BETTER_AUTH_SECRET or $DATA_DIR/auth-secret changed since it was saved)`);
  }
}
