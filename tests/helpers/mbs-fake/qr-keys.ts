import { constants, generateKeyPairSync, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { isIrn } from '@/lib/einvoicing/irn';

// The fake's half of the QR code: the key pair whose public half goes into its crypto_keys.txt, and
// the decryption MBS does of a scanned QR. Node refuses PKCS#1 v1.5 padding for private decryption
// (CVE-2023-46809), so the block is decrypted with no padding and the padding taken off here:
// 00 02, at least eight non-zero random bytes, 00, then the message.

export type QrKeys = { privateKey: KeyObject; publicKeyPem: string; certificate: string };
export type DecryptedQr = { irn: string; certificate: string; timestamp: number | null };

export function newQrKeys(): QrKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    certificate: randomBytes(48).toString('base64'),
  };
}

/** crypto_keys.txt as the MBS portal gives it. */
export function cryptoKeysText(keys: QrKeys): string {
  return JSON.stringify({ public_key: Buffer.from(keys.publicKeyPem, 'utf8').toString('base64'), certificate: keys.certificate });
}

function unpad(block: Buffer): Buffer {
  if (block[0] !== 0x00 || block[1] !== 0x02) throw new Error('The QR code is not PKCS#1 v1.5 encrypted for this key');
  const end = block.indexOf(0x00, 2);
  if (end < 10) throw new Error('The QR code\'s padding is broken');
  return block.subarray(end + 1);
}

/** What MBS reads from a QR code's text; throws when it cannot. */
export function decryptQr(keys: QrKeys, payload: string): DecryptedQr {
  const sealed = Buffer.from(payload, 'base64');
  const size = (keys.privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
  if (sealed.length !== size || sealed.toString('base64') !== payload) throw new Error(`A QR code's text is the base64 of ${size} bytes`);
  const block = privateDecrypt({ key: keys.privateKey, padding: constants.RSA_NO_PADDING }, sealed);
  const message: unknown = JSON.parse(unpad(block).toString('utf8'));
  const { irn: stamped, certificate } = (message ?? {}) as { irn?: unknown; certificate?: unknown };
  // Clients differ on the stamp after the IRN (seconds, milliseconds, none): any digits, or none.
  const match = typeof stamped === 'string' ? /^([^.]+)(?:\.(\d+))?$/.exec(stamped) : null;
  if (!match || !isIrn(match[1]!)) throw new Error(`The QR code names no IRN: ${JSON.stringify(stamped)}`);
  if (typeof certificate !== 'string') throw new Error('The QR code holds no certificate');
  return { irn: match[1]!, certificate, timestamp: match[2] === undefined ? null : Number(match[2]) };
}
