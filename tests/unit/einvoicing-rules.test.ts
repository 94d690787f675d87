import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoiceNumberOf, IRN_PATTERN, irnOf, isIrn, isServiceId, parseIrn } from '@/lib/einvoicing/irn';
import { naira, toMbsJson } from '@/lib/einvoicing/mbs-json';
import { parseCryptoKeys, qrPayload, type MbsCryptoKeys } from '@/server/einvoicing/einvoice-keys';
import { cryptoKeysText, decryptQr, newQrKeys } from '../helpers/mbs-fake/qr-keys';

// The e-invoicing rules that need no MBS (docs/decisions/0070-e-invoicing.md): the IRN, amounts
// written as decimal naira from kobo, the crypto_keys.txt check and the QR code, read back by the
// test MBS's decryption.

const IRN = 'ORD202611267K48LY-59854B81-20261126';

describe('the IRN', () => {
  it('is the order number without its hyphens, the Service ID and the day of issue', () => {
    expect(invoiceNumberOf('ORD-20261126-7K48LY')).toBe('ORD202611267K48LY');
    expect(invoiceNumberOf('INV/2026 001')).toBe('INV2026001');
    expect(irnOf({ invoiceNumber: invoiceNumberOf('ORD-20261126-7K48LY'), serviceId: '59854B81', issueDate: '2026-11-26' })).toBe(IRN);
    expect(() => invoiceNumberOf('--/')).toThrow('An order number needs letters or digits');
  });

  it('refuses what MBS refuses: separators in the number, a bad Service ID, a day that does not exist', () => {
    const good = { invoiceNumber: 'ORD1', serviceId: '59854B81', issueDate: '2026-11-26' };
    expect(() => irnOf({ ...good, invoiceNumber: 'ORD-1' })).toThrow('An invoice number is letters and digits only, got "ORD-1"');
    expect(() => irnOf({ ...good, serviceId: '59854B8' })).toThrow('A Service ID is 8 letters or digits');
    expect(() => irnOf({ ...good, issueDate: '2026-02-29' })).toThrow('An issue date is a day written YYYY-MM-DD, got "2026-02-29"');
    expect(() => irnOf({ ...good, issueDate: '20261126' })).toThrow('An issue date');
    expect(irnOf({ ...good, issueDate: '2028-02-29' })).toBe('ORD1-59854B81-20280229');
  });

  it('is recognised, and read back into its parts', () => {
    expect(isIrn(IRN)).toBe(true);
    expect(IRN_PATTERN.test(IRN)).toBe(true);
    expect(parseIrn(IRN)).toEqual({ invoiceNumber: 'ORD202611267K48LY', serviceId: '59854B81', issueDate: '2026-11-26' });
    for (const wrong of ['ORD-20261126-7K48LY-59854B81-20261126', 'ORD1-59854B8-20261126', 'ORD1-59854B811-20261126', 'ORD1-59854B81-20260230', 'ORD1-59854B81-2026112', ' ORD1-59854B81-20261126', '-59854B81-20261126']) {
      expect(isIrn(wrong), wrong).toBe(false);
    }
  });

  it('takes a Service ID of exactly 8 letters or digits', () => {
    expect(isServiceId('59854B81')).toBe(true);
    expect(isServiceId('abcd1234')).toBe(true);
    for (const wrong of ['59854B8', '59854B812', '5985-4B8', '59854B8 ', '']) expect(isServiceId(wrong), wrong).toBe(false);
  });
});

describe('amounts in MBS JSON', () => {
  const written = (kobo: number) => toMbsJson({ amount: naira(kobo) });

  it('are numbers with exactly two decimals, from kobo', () => {
    expect(written(12345)).toBe('{"amount":123.45}');
    expect(written(0)).toBe('{"amount":0.00}');
    expect(written(5)).toBe('{"amount":0.05}');
    expect(written(100)).toBe('{"amount":1.00}');
    expect(written(150)).toBe('{"amount":1.50}');
    expect(written(-5)).toBe('{"amount":-0.05}');
    expect(written(-12345)).toBe('{"amount":-123.45}');
    expect(JSON.parse(written(12345))).toEqual({ amount: 123.45 });
  });

  it('keep every digit of the largest safe amounts', () => {
    expect(written(Number.MAX_SAFE_INTEGER)).toBe('{"amount":90071992547409.91}');
    expect(written(-Number.MAX_SAFE_INTEGER)).toBe('{"amount":-90071992547409.91}');
    expect(written(9_007_199_254_740_899)).toBe('{"amount":90071992547408.99}');
    expect(written(123_456_789_012_345)).toBe('{"amount":1234567890123.45}');
  });

  it('are found anywhere in the invoice, and nothing else is touched', () => {
    const invoice = { note: '123.45', lines: [{ price: naira(1), quantity: 2 }, naira(20)], total: naira(200_000_00) };
    expect(toMbsJson(invoice)).toBe('{"note":"123.45","lines":[{"price":0.01,"quantity":2},0.20],"total":200000.00}');
    expect(toMbsJson(naira(7))).toBe('0.07');
    expect(toMbsJson({ a: naira(1) }, 2)).toBe('{\n  "a": 0.01\n}');
  });

  it('are whole kobo, and are never written by a plain JSON.stringify', () => {
    for (const wrong of [1.5, Number.NaN, 2 ** 53, Infinity]) expect(() => naira(wrong), String(wrong)).toThrow('Money must be whole kobo');
    expect(() => JSON.stringify({ amount: naira(100) })).toThrow('written with toMbsJson');
  });
});

describe('crypto_keys.txt', () => {
  const fakeKeys = newQrKeys();
  const file = (fields: Record<string, unknown>) => JSON.stringify(fields);
  const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const certificate = fakeKeys.certificate;

  it('gives the public key and the certificate of the file MBS gives', () => {
    const parsed = parseCryptoKeys(cryptoKeysText(fakeKeys));
    expect(parsed).toEqual({ ok: true, keys: { publicKeyPem: fakeKeys.publicKeyPem, certificate } });
  });

  it('takes a PKCS#1 RSA key, or a PEM pasted as it is', () => {
    const pkcs1 = rsa.publicKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    const spki = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(parseCryptoKeys(file({ public_key: base64(pkcs1), certificate }))).toEqual({ ok: true, keys: { publicKeyPem: spki, certificate } });
    expect(parseCryptoKeys(file({ public_key: spki, certificate }))).toEqual({ ok: true, keys: { publicKeyPem: spki, certificate } });
  });

  it('says what is wrong with any other file', () => {
    const error = (text: string) => {
      const parsed = parseCryptoKeys(text);
      return parsed.ok ? 'accepted' : parsed.error;
    };
    const publicKey = base64(rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString());
    expect(error('public_key=abc')).toBe('This is not the crypto_keys.txt MBS gives: it is not JSON.');
    expect(error('[1]')).toBe('This is not the crypto_keys.txt MBS gives: it is not a JSON object.');
    expect(error(file({ certificate }))).toBe('This file holds no public key (no "public_key").');
    expect(error(file({ public_key: 'bm90IGEga2V5', certificate }))).toBe('This file\'s "public_key" is not a PEM key in base64.');
    expect(error(file({ public_key: base64(ec.publicKey.export({ type: 'spki', format: 'pem' }).toString()), certificate }))).toBe(
      'This file holds no RSA public key (it holds an ec key).',
    );
    expect(error(file({ public_key: base64(rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()), certificate }))).toBe(
      'This file holds a private key where the public key should be: it is not the file MBS gives.',
    );
    expect(error(file({ public_key: base64('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'), certificate }))).toBe('This file holds no RSA public key.');
    expect(error(file({ public_key: base64('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'), certificate }))).toBe(
      'This file\'s public key cannot be read: it is damaged.',
    );
    expect(error(file({ public_key: publicKey }))).toBe('This file holds no certificate (no "certificate").');
    expect(error(file({ public_key: publicKey, certificate: '  ' }))).toBe('This file holds no certificate (no "certificate").');
    expect(error(file({ public_key: publicKey, certificate: 'not base64!' }))).toBe('This file\'s certificate is not base64 text.');
    expect(error(file({ public_key: publicKey, certificate }))).toBe('accepted');
  });
});

describe('the QR code', () => {
  const fakeKeys = newQrKeys();
  const parsed = parseCryptoKeys(cryptoKeysText(fakeKeys));
  if (!parsed.ok) throw new Error(parsed.error);
  const keys: MbsCryptoKeys = parsed.keys;
  const at = new Date('2026-11-26T10:15:30.900Z');

  it('is what MBS decrypts back to the IRN, stamped in seconds, and the certificate', () => {
    const payload = qrPayload(keys, IRN, at);
    expect(payload).toMatch(/^[A-Za-z0-9+/]{342}==$/);
    expect(decryptQr(fakeKeys, payload)).toEqual({ irn: IRN, certificate: fakeKeys.certificate, timestamp: Math.floor(at.getTime() / 1000) });
  });

  it('is padded at random (PKCS#1 v1.5): the same IRN twice gives two texts that read the same', () => {
    const [first, second] = [qrPayload(keys, IRN, at), qrPayload(keys, IRN, at)];
    expect(first).not.toBe(second);
    expect(decryptQr(fakeKeys, first)).toEqual(decryptQr(fakeKeys, second));
  });

  it('is only made for an IRN, and only when it fits in one RSA block', () => {
    expect(() => qrPayload(keys, 'ORD-20261126-7K48LY', at)).toThrow('Not an IRN');
    expect(() => qrPayload({ ...keys, certificate: 'A'.repeat(200) }, IRN, at)).toThrow(/this key encrypts at most 245/);
  });

  it('is read by the test MBS whatever stamp follows the IRN, and refused when made with another key', () => {
    const sealed = (irn: string) =>
      publicEncrypt({ key: fakeKeys.publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(JSON.stringify({ irn, certificate: 'Q0VSVA==' }))).toString('base64');
    expect(decryptQr(fakeKeys, sealed(IRN))).toEqual({ irn: IRN, certificate: 'Q0VSVA==', timestamp: null });
    expect(decryptQr(fakeKeys, sealed(`${IRN}.1795601730900`))).toEqual({ irn: IRN, certificate: 'Q0VSVA==', timestamp: 1795601730900 });
    expect(() => decryptQr(fakeKeys, sealed('ORD-1.1795601730'))).toThrow('The QR code names no IRN');
    expect(() => decryptQr(newQrKeys(), qrPayload(keys, IRN, at))).toThrow();
  });
});
