import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { parseEnv } from '@/server/env';

describe('environment', () => {
  it('has the defaults of the runtime contract', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.baseUrl).toBe('http://localhost:3000');
  });

  it('treats empty values as unset and reads flags', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: '8080', SEED_DEMO: 'false', TRUST_PROXY: 'true' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.baseUrl).toBe('http://localhost:8080');
    expect(env.SEED_DEMO).toBe(false);
    expect(env.TRUST_PROXY).toBe(true);
  });

  it('says which variable is wrong', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ BETTER_AUTH_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('in production, refuses a Paystack API over plain http unless it is on this machine', () => {
    const production = (url: string) => parseEnv({ NODE_ENV: 'production', PAYSTACK_API_URL: url });
    for (const url of ['http://api.paystack.co', 'http://10.0.0.5:4010', 'http://localhost.example.com', 'http://127.0.0.1.example.com', 'http://128.0.0.1']) {
      expect(() => production(url), url).toThrow(/PAYSTACK_API_URL must be an https URL in production .*clear text.*localhost, 127\.x\.x\.x, \[::1\]/);
    }
    // The end-to-end tests run the production build against a local stand-in.
    for (const url of ['http://127.0.0.1:4010', 'http://127.8.9.10:4010', 'http://localhost:4010', 'http://[::1]:4010', 'https://api.paystack.co']) {
      expect(production(url).PAYSTACK_API_URL, url).toBe(url);
    }
    expect(parseEnv({ NODE_ENV: 'development', PAYSTACK_API_URL: 'http://paystack.test:4010' }).PAYSTACK_API_URL).toBe('http://paystack.test:4010');
  });

  it('lets the catalogue import fetch pictures from loopback only outside production', () => {
    expect(parseEnv({}).IMPORT_ALLOW_LOOPBACK).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test', IMPORT_ALLOW_LOOPBACK: 'true' }).IMPORT_ALLOW_LOOPBACK).toBe(true);
    expect(() => parseEnv({ NODE_ENV: 'production', IMPORT_ALLOW_LOOPBACK: 'true' })).toThrow(/IMPORT_ALLOW_LOOPBACK is for tests only/);
  });

  it('turns e-invoicing on with all seven NRS variables, off with none, and refuses some', () => {
    const nrs = {
      NRS_API_URL: 'https://mbs.example.ng/',
      NRS_API_KEY: 'key',
      NRS_API_SECRET: 'secret',
      NRS_BUSINESS_ID: 'business',
      NRS_SERVICE_ID: '59854B81',
      NRS_TIN: '12345678-0001',
      NRS_CRYPTO_KEYS: 'crypto_keys.txt',
    };
    expect(parseEnv({}).nrs).toBeNull();
    expect(parseEnv(nrs).nrs).toEqual({
      apiUrl: 'https://mbs.example.ng',
      apiKey: 'key',
      apiSecret: 'secret',
      businessId: 'business',
      serviceId: '59854B81',
      tin: '12345678-0001',
      cryptoKeysPath: path.resolve('crypto_keys.txt'),
    });
    expect(() => parseEnv({ ...nrs, NRS_TIN: '' })).toThrow(/e-invoicing needs .* set together; missing: NRS_TIN/);
    expect(() => parseEnv({ ...nrs, NRS_SERVICE_ID: '5985-B81' })).toThrow(/NRS_SERVICE_ID must be the 8 letters and digits/);
    expect(() => parseEnv({ ...nrs, NODE_ENV: 'production', NRS_API_URL: 'http://mbs.example.ng' })).toThrow(/NRS_API_URL must be an https URL in production/);
    expect(parseEnv({ ...nrs, NODE_ENV: 'production', NRS_API_URL: 'http://127.0.0.1:4020' }).nrs?.apiUrl).toBe('http://127.0.0.1:4020');
  });

  it('turns WhatsApp on with all five WHATSAPP_* variables, names the missing ones, and turns SMS on with the Termii key and sender', () => {
    const whatsapp = {
      WHATSAPP_ACCESS_TOKEN: 'EAAtoken',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify',
    };
    expect(parseEnv({})).toMatchObject({ whatsapp: null, sms: null });
    expect(parseEnv(whatsapp).whatsapp).toEqual({
      apiUrl: 'https://graph.facebook.com',
      apiVersion: 'v24.0',
      accessToken: 'EAAtoken',
      phoneNumberId: '106540352242922',
      businessAccountId: '102290129340398',
      appSecret: 'app-secret',
      verifyToken: 'verify',
    });
    expect(() => parseEnv({ ...whatsapp, WHATSAPP_APP_SECRET: '', WHATSAPP_VERIFY_TOKEN: '' })).toThrow(
      /WhatsApp needs .* set together; missing: WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN$/,
    );
    expect(() => parseEnv({ ...whatsapp, NODE_ENV: 'production', WHATSAPP_API_URL: 'http://graph.example.ng' })).toThrow(/WHATSAPP_API_URL must be an https URL in production/);

    expect(parseEnv({ TERMII_API_KEY: 'TLkey', TERMII_SENDER_ID: 'AdireLiving' }).sms).toEqual({ apiUrl: 'https://v3.api.termii.com', apiKey: 'TLkey', senderId: 'AdireLiving', secret: null });
    expect(() => parseEnv({ TERMII_API_KEY: 'TLkey' })).toThrow(/SMS needs TERMII_API_KEY and TERMII_SENDER_ID set together; missing: TERMII_SENDER_ID/);
  });
});
