import 'server-only';
import { constants, createPublicKey, publicEncrypt, type KeyObject } from 'node:crypto';
import { isIrn } from '@/lib/einvoicing/irn';
import { readFile, stat } from 'node:fs/promises';
import type { EinvoicingSource } from '@/server/einvoicing-settings/einvoicing-settings';

// The taxpayer's crypto_keys.txt from the MBS portal and the QR code built from it
// (docs/decisions/0070-e-invoicing.md). The file is JSON: {"public_key": base64 of a PEM RSA public
// key, "certificate": "<base64 text>"}. The QR printed on an invoice is the base64 of the RSA
// (PKCS#1 v1.5) encryption, with that key, of {"irn": "<IRN>.<unix seconds>", "certificate": ...}:
// MBS decrypts it with the private half, so a wrong key or certificate is only found by a buyer's
// scan. Hence the file is checked when it is given to the shop, with a message saying what is wrong.

export type MbsCryptoKeys = { publicKeyPem: string; certificate: string };

export type CryptoKeysCheck = { ok: true; keys: MbsCryptoKeys } | { ok: false; error: string };

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]+?-----END \1-----/;
/** PKCS#1 v1.5 padding takes 11 bytes of each block. */
const PKCS1_OVERHEAD = 11;

const refuse = (error: string): CryptoKeysCheck => ({ ok: false, error });

function decodedPem(publicKey: string): string | null {
  const value = publicKey.trim();
  // The portal gives base64 of the PEM; a PEM pasted as it is says the same and is taken too.
  if (value.startsWith('-----BEGIN')) return value;
  const compact = value.replace(/\s+/g, '');
  if (!BASE64.test(compact)) return null;
  const text = Buffer.from(compact, 'base64').toString('utf8');
  return text.includes('-----BEGIN') ? text.trim() : null;
}

export function parseCryptoKeys(fileText: string): CryptoKeysCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fileText.replace(/^\uFEFF/, ''));
  } catch {
    return refuse('This is not the crypto_keys.txt MBS gives: it is not JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return refuse('This is not the crypto_keys.txt MBS gives: it is not a JSON object.');
  const { public_key: publicKey, certificate } = parsed as Record<string, unknown>;

  if (typeof publicKey !== 'string' || !publicKey.trim()) return refuse('This file holds no public key (no "public_key").');
  const pem = decodedPem(publicKey);
  const block = pem ? PEM_BLOCK.exec(pem) : null;
  if (!pem || !block) return refuse('This file\'s "public_key" is not a PEM key in base64.');
  if (block[1]!.includes('PRIVATE')) return refuse('This file holds a private key where the public key should be: it is not the file MBS gives.');
  if (!/^(RSA )?PUBLIC KEY$/.test(block[1]!)) return refuse('This file holds no RSA public key.');
  let key: KeyObject;
  try {
    key = createPublicKey(block[0]);
  } catch {
    return refuse('This file\'s public key cannot be read: it is damaged.');
  }
  if (key.asymmetricKeyType !== 'rsa') return refuse(`This file holds no RSA public key (it holds an ${key.asymmetricKeyType ?? 'unknown'} key).`);

  if (typeof certificate !== 'string' || !certificate.trim()) return refuse('This file holds no certificate (no "certificate").');
  if (!BASE64.test(certificate.trim())) return refuse('This file\'s certificate is not base64 text.');

  return { ok: true, keys: { publicKeyPem: key.export({ type: 'spki', format: 'pem' }).toString(), certificate: certificate.trim() } };
}

/** The QR code's text for `irn`, stamped with the second `at`. */
export function qrPayload(keys: MbsCryptoKeys, irn: string, at: Date): string {
  if (!isIrn(irn)) throw new RangeError(`Not an IRN: "${irn}"`);
  const seconds = Math.floor(at.getTime() / 1000);
  if (!Number.isSafeInteger(seconds)) throw new RangeError('The QR code needs a valid time');
  const message = Buffer.from(JSON.stringify({ irn: `${irn}.${seconds}`, certificate: keys.certificate }), 'utf8');
  const key = createPublicKey(keys.publicKeyPem);
  const room = (key.asymmetricKeyDetails?.modulusLength ?? 0) / 8 - PKCS1_OVERHEAD;
  // One RSA block is all MBS decrypts: a longer IRN or certificate cannot be put in a QR with this key.
  if (message.length > room) throw new RangeError(`The QR text is ${message.length} bytes; this key encrypts at most ${room}`);
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, message).toString('base64');
}

let fromFile: { path: string; modifiedMs: number; keys: MbsCryptoKeys } | null = null;
let fromText: { text: string; keys: MbsCryptoKeys } | null = null;

/** NRS_CRYPTO_KEYS's file, read again when it changes (a new one downloaded from the portal). */
async function keysFromFile(path: string): Promise<MbsCryptoKeys> {
  const { mtimeMs } = await stat(path);
  if (fromFile?.path === path && fromFile.modifiedMs === mtimeMs) return fromFile.keys;
  const checked = parseCryptoKeys(await readFile(path, 'utf8'));
  if (!checked.ok) throw new Error(`NRS_CRYPTO_KEYS (${path}): ${checked.error}`);
  fromFile = { path, modifiedMs: mtimeMs, keys: checked.keys };
  return checked.keys;
}

/** The file saved on Settings → E-invoicing (checked when it was uploaded). */
function keysFromText(text: string): MbsCryptoKeys {
  if (fromText?.text === text) return fromText.keys;
  const checked = parseCryptoKeys(text);
  if (!checked.ok) throw new Error(`The crypto_keys.txt saved on Settings → E-invoicing: ${checked.error}`);
  fromText = { text, keys: checked.keys };
  return checked.keys;
}

/** The crypto keys of a configuration: the environment's file, or the text the settings keep. Throws, saying what is wrong. */
export function cryptoKeysOf(found: EinvoicingSource): Promise<MbsCryptoKeys> {
  return found.source === 'env' ? keysFromFile(found.nrs.cryptoKeysPath) : Promise.resolve(keysFromText(found.nrs.cryptoKeys));
}
