import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One store for the whole end-to-end run: a fresh DATA_DIR, a port of its own and a known
// admin. Playwright loads the config in every worker, so the values travel through env.

// E2E_BASE_URL points the tests at a store that is already running (a dev server, say)
// instead of starting the production build on a fresh DATA_DIR.
const externalBaseUrl = process.env.E2E_BASE_URL;
const port = externalBaseUrl ? Number(new URL(externalBaseUrl).port) : Number(process.env.E2E_PORT ?? 3210);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
// The local Paystack (tests/helpers/paystack-fake.ts): started by global-setup.ts, steered by
// tests over HTTP (support/paystack.ts). Its own port, next to the store's.
const paystackPort = Number(process.env.E2E_PAYSTACK_PORT ?? port + 1000);
// A real SMTP server on loopback takes the store's mail (support/mail-sink.ts), port + 2000.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2000);
const paystack = { port: paystackPort, url: `http://127.0.0.1:${paystackPort}`, secretKey: 'sk_test_e2e_paystack_fake' };

export const e2eServer = {
  port,
  baseUrl: externalBaseUrl ?? `http://localhost:${port}`,
  external: Boolean(externalBaseUrl),
  dataDir: process.env.E2E_DATA_DIR,
  // Beside DATA_DIR, not in it: the store's files are its own.
  mailDir: `${process.env.E2E_DATA_DIR}-mail`,
  smtpPort,
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  admin: { email: 'owner@adireliving.test', password: 'admin-pass-2024' },
  paystack,
  env: {
    PORT: String(port),
    DATA_DIR: process.env.E2E_DATA_DIR,
    ADMIN_EMAIL: 'owner@adireliving.test',
    ADMIN_PASSWORD: 'admin-pass-2024',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // Every e2e shopper checks out from 127.0.0.1; the per-address limit is tested in
    // tests/integration/checkout-limits.test.ts.
    CHECKOUT_ORDERS_PER_HOUR_PER_ADDRESS: '1000',
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_API_URL: paystack.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  },
};
