// @postgres: the job maintenance queues the MBS lists' refresh once, however often it runs
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { auditEntriesOf } from '../helpers/audit-entries';
import { newCategory, newProduct, placeTestOrder, variantsOf } from '../helpers/factories';
import { productFormInput } from '../helpers/product-form';
import { takeBankTransfers } from '../helpers/checkout';
import { jobsOfKind, runJobsUntilIdle } from '../helpers/jobs';
import { DELIVERY_ZONES, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { shopEnvFor, startMbsFake, type MbsFake } from '../helpers/mbs-fake';
import { insertDeliveryZones } from '../../seed/delivery';
import { db } from '@/server/db/client';
import { categories, deliveryZones, einvoices, einvoicingSettings, mbsResources, products, websiteSettings } from '@/server/db/schema';
import { AccessDeniedError } from '@/server/auth/session';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { saveEinvoicingSettingsAction } from '@/server/einvoicing/actions/save-einvoicing-settings';
import { refreshMbsListsAction } from '@/server/einvoicing/actions/refresh-mbs-lists';
import { getEinvoicingSettings } from '@/server/einvoicing/einvoicing-settings-reads';
import { unseal } from '@/server/settings/sealed-secret';
import { MBS_LISTS_JOB, queueMbsListsRefreshWhenDue } from '@/server/einvoicing/mbs-resources';
import { jobMaintenance } from '@/server/composition/jobs';
import { einvoicingOn, forgetStoredEinvoicingSettings } from '@/server/einvoicing-settings/einvoicing-settings';
import { einvoiceChoices } from '@/server/einvoicing-settings/mbs-lists';
import { createCategoryAction } from '@/server/catalog/actions/create-category';
import { updateProductAction } from '@/server/catalog/actions/update-product';
import { PASSWORD_FOR_ACCESS_MESSAGE, RETYPE_FOR_NEW_ADDRESS_MESSAGE } from '@/server/einvoicing/mbs-access-guard';
import type { EinvoicingSettingsInput } from '@/lib/schemas/einvoicing-settings';

// Settings → E-invoicing (docs/decisions/0070-e-invoicing.md, "Settings or environment") against the MBS
// stand-in (tests/helpers/mbs-fake.ts) and a real database, with no NRS_* variable set: owners save the
// MBS access (the key and secret sealed, never read back or logged), a manager is refused, a wrong
// crypto_keys.txt is refused with its reason, the variables win when set, a shop set up on the screen
// reports its sales, MBS's lists are read and kept, and HS codes go from categories and pieces to the lines.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
let mbs: MbsFake;

const SHOP = {
  legalName: 'Adire Living Ltd',
  businessAddress: '12 Admiralty Way\nLekki, Lagos 106104',
  contactEmail: 'hello@adireliving.ng',
  contactPhone: '0803 123 4567',
  vatRegistered: true,
};
const LAGOS_FEE = 5_000_00;
/** The signed-in owner's password (tests/helpers/sessions.ts), asked to change the MBS access. */
const OWNER_PASSWORD = 'admin-pass-2024';

beforeAll(async () => {
  mbs = await startMbsFake();
  await takeBankTransfers(SHOP);
  await db.transaction((tx) => insertDeliveryZones(tx));
  await db.update(deliveryZones).set({ active: true, parcelFeeKobo: LAGOS_FEE, largeFeeKobo: LAGOS_FEE }).where(eq(deliveryZones.name, 'Lagos'));
});
afterAll(() => mbs.close());
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings, ...DELIVERY_ZONES] });
  // The table was emptied under this process's copy of the row.
  forgetStoredEinvoicingSettings();
  mbs.reset();
});

/** Every detail of the stand-in's account, as an owner types them. */
const fullSettings = (changes: Partial<EinvoicingSettingsInput> = {}): EinvoicingSettingsInput => ({
  enabled: true,
  apiUrl: mbs.url,
  tin: '12345678-0001',
  businessId: mbs.businessId,
  serviceId: mbs.serviceId,
  apiKey: mbs.apiKey,
  apiSecret: mbs.apiSecret,
  cryptoKeys: mbs.cryptoKeysFile(),
  defaultHsCode: '9403',
  defaultProductCategory: '',
  password: OWNER_PASSWORD,
  ...changes,
});

const saveAsOwner = (input: EinvoicingSettingsInput) => as(callers.admin, () => saveEinvoicingSettingsAction(input));
const storedRow = async () => (await db.select().from(einvoicingSettings))[0];
const fieldErrors = (result: unknown) => (result as { details?: { fieldErrors?: Record<string, string[]> } }).details?.fieldErrors ?? {};

async function paidOrder(lines: { productId: string; priceKobo: number }[], deliveryFeeKobo = 0) {
  const placed = await placeTestOrder(
    lines.map(({ productId, priceKobo }) => ({ productId, unitPriceKobo: priceKobo })),
    deliveryFeeKobo > 0 ? { delivery: { method: 'delivery', feeKobo: deliveryFeeKobo } } : {},
  );
  await confirmPayment({ orderId: placed.orderId, method: 'bank_transfer', amountKobo: placed.totalKobo, currency: 'NGN' });
  await runJobsUntilIdle();
  const [invoice] = await db.select().from(einvoices).where(and(eq(einvoices.orderId, placed.orderId), eq(einvoices.typeCode, '380')));
  return { placed, invoice };
}

describe('Settings → E-invoicing', () => {
  it('an owner saves the MBS access: recorded in Activity, the key and secret sealed in the row and never read back', async () => {
    const saved = await saveAsOwner(fullSettings());
    expect(saved, JSON.stringify(saved)).toMatchObject({ ok: true, data: { source: 'settings', on: true, apiKeySet: true, apiSecretSet: true, cryptoKeysSet: true, problem: null } });

    const row = await storedRow();
    expect(row).toMatchObject({ enabled: true, apiUrl: mbs.url, serviceId: mbs.serviceId, businessId: mbs.businessId, tin: '12345678-0001' });
    for (const [sealed, plain, purpose] of [[row!.apiKeySealed, mbs.apiKey, 'mbs-api-key'], [row!.apiSecretSealed, mbs.apiSecret, 'mbs-api-secret']] as const) {
      expect(sealed).toMatch(/^v1\./);
      expect(sealed).not.toContain(plain);
      expect(unseal(sealed!, purpose)).toBe(plain);
    }
    // A sealed key does not open as the secret: each is bound to what it is.
    expect(() => unseal(row!.apiKeySealed!, 'mbs-api-secret')).toThrow(/cannot be opened/);

    const read = await as(callers.admin, () => getEinvoicingSettings());
    const shown = JSON.stringify([saved, read]);
    expect(shown).not.toContain(mbs.apiKey);
    expect(shown).not.toContain(mbs.apiSecret);
    expect(read).toMatchObject({ apiKeySet: true, apiSecretSet: true, serviceId: mbs.serviceId });

    const [entry] = await auditEntriesOf('einvoicing_settings', 1);
    expect(entry).toMatchObject({ action: 'update', details: { replaced: ['API key', 'API secret', 'crypto_keys.txt'] } });
    expect(entry!.changes).toMatchObject({ enabled: { before: false, after: true }, serviceId: { before: null, after: mbs.serviceId } });
    const logged = JSON.stringify(entry);
    for (const secret of [mbs.apiKey, mbs.apiSecret, row!.apiKeySealed!, row!.apiSecretSealed!]) expect(logged).not.toContain(secret);

    expect(await einvoicingOn()).toBe(true);
    // Switched on, MBS's lists are read at once.
    expect(await jobsOfKind(MBS_LISTS_JOB)).toHaveLength(1);

    // A later save that types no key or secret keeps them, and says nothing of them in Activity.
    const renamed = await saveAsOwner(fullSettings({ apiKey: '', apiSecret: '', cryptoKeys: '', tin: '87654321-0001' }));
    expect(renamed).toMatchObject({ ok: true });
    expect(await storedRow()).toMatchObject({ apiKeySealed: row!.apiKeySealed, apiSecretSealed: row!.apiSecretSealed, cryptoKeys: row!.cryptoKeys, tin: '87654321-0001' });
    expect((await auditEntriesOf('einvoicing_settings', 1))[1]).toMatchObject({ changes: { tin: { before: '12345678-0001', after: '87654321-0001' } }, details: {} });
  });

  it('changing the MBS access needs the owner’s password, and a new address the key and secret typed again: a session alone cannot send them elsewhere', async () => {
    expect(await saveAsOwner(fullSettings())).toMatchObject({ ok: true });
    const saved = await storedRow();
    const logged = (await auditEntriesOf('einvoicing_settings', 1)).length;
    // Another server, as someone holding an open back-office session would name it.
    const elsewhere = await startMbsFake();
    try {
      const noPassword = await saveAsOwner(fullSettings({ apiUrl: elsewhere.url, apiKey: '', apiSecret: '', cryptoKeys: '', password: '' }));
      expect(noPassword).toMatchObject({ ok: false, code: 'rejected', error: PASSWORD_FOR_ACCESS_MESSAGE });
      expect(fieldErrors(noPassword)).toMatchObject({ password: [PASSWORD_FOR_ACCESS_MESSAGE], apiKey: [RETYPE_FOR_NEW_ADDRESS_MESSAGE], apiSecret: [RETYPE_FOR_NEW_ADDRESS_MESSAGE] });
      expect(fieldErrors(await saveAsOwner(fullSettings({ tin: '87654321-0001', apiKey: '', apiSecret: '', cryptoKeys: '', password: '' })))).toEqual({ password: [PASSWORD_FOR_ACCESS_MESSAGE] });
      expect(fieldErrors(await saveAsOwner(fullSettings({ apiUrl: elsewhere.url, password: 'not-the-password' })))).toEqual({ password: ['Wrong password.'] });
      // The password alone does not send the stored key and secret to a new address: they are typed again.
      const notRetyped = await saveAsOwner(fullSettings({ apiUrl: elsewhere.url, apiKey: '', apiSecret: '', cryptoKeys: '' }));
      expect(fieldErrors(notRetyped)).toEqual({ apiKey: [RETYPE_FOR_NEW_ADDRESS_MESSAGE], apiSecret: [RETYPE_FOR_NEW_ADDRESS_MESSAGE] });
      expect(await storedRow()).toEqual(saved);
      expect(await auditEntriesOf('einvoicing_settings', 1)).toHaveLength(logged);

      // The line defaults alone need no password; the owner, with it and the new key and secret, moves the access.
      expect(await saveAsOwner(fullSettings({ apiKey: '', apiSecret: '', cryptoKeys: '', defaultProductCategory: 'Furniture', password: '' }))).toMatchObject({ ok: true });
      const moved = await saveAsOwner(fullSettings({ apiUrl: elsewhere.url, apiKey: elsewhere.apiKey, apiSecret: elsewhere.apiSecret, cryptoKeys: '', defaultProductCategory: 'Furniture' }));
      expect(moved, JSON.stringify(moved)).toMatchObject({ ok: true });
      expect(await storedRow()).toMatchObject({ apiUrl: elsewhere.url, defaultProductCategory: 'Furniture' });
      expect(unseal((await storedRow())!.apiKeySealed!, 'mbs-api-key')).toBe(elsewhere.apiKey);
      expect(elsewhere.calls()).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('refuses a manager: the save, the lists and the read', async () => {
    const manager = await callers.staff('manager');
    expect(await as(manager, () => saveEinvoicingSettingsAction(fullSettings()))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await as(manager, () => refreshMbsListsAction({}))).toMatchObject({ ok: false, code: 'forbidden' });
    await expect(as(manager, () => getEinvoicingSettings())).rejects.toBeInstanceOf(AccessDeniedError);
    expect(await storedRow()).toBeUndefined();
    expect(await db.select().from(mbsResources)).toEqual([]);
  });

  it('refuses a crypto_keys.txt that is not the one MBS gives, saying why, and switching on without every detail', async () => {
    const privateKey = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const publicKey = JSON.parse(mbs.cryptoKeysFile()).public_key as string;
    const cases: [string, RegExp][] = [
      ['public_key=...', /not JSON/],
      [JSON.stringify({ certificate: 'QUJD' }), /no public key/],
      [JSON.stringify({ public_key: Buffer.from(privateKey).toString('base64'), certificate: 'QUJD' }), /private key/],
      [JSON.stringify({ public_key: publicKey }), /no certificate/],
    ];
    for (const [file, reason] of cases) {
      const refused = await saveAsOwner(fullSettings({ cryptoKeys: file }));
      expect(refused, file).toMatchObject({ ok: false, code: 'rejected' });
      expect(fieldErrors(refused).cryptoKeys?.[0], file).toMatch(reason);
    }
    expect(await storedRow()).toBeUndefined();

    // Every detail is needed to switch on: those the form holds, and the key, secret and file saved or given.
    const bare = await saveAsOwner(fullSettings({ serviceId: '5985-B81', tin: '' }));
    expect(bare).toMatchObject({ ok: false, code: 'invalid' });
    expect((bare as { fieldErrors: Record<string, string[]> }).fieldErrors).toMatchObject({ serviceId: [expect.stringMatching(/8 letters and digits/)], tin: [expect.stringMatching(/needs the TIN/)] });
    const withoutSecrets = await saveAsOwner(fullSettings({ apiKey: '', apiSecret: '', cryptoKeys: '' }));
    expect(fieldErrors(withoutSecrets)).toMatchObject({ apiKey: [expect.stringMatching(/needs the API key/)], apiSecret: [expect.any(String)], cryptoKeys: [expect.any(String)] });
    expect(await storedRow()).toBeUndefined();
    expect(await einvoicingOn()).toBe(false);
  });

  it('a shop set up only on the screen reports a paid order to MBS, its receipt carrying a QR code MBS reads', async () => {
    expect(await saveAsOwner(fullSettings())).toMatchObject({ ok: true });
    await newCategory('Chairs');
    const chair = await newProduct({ name: 'Ikoyi Lounge Chair', category: 'chairs', priceKobo: 215_000_00 });
    const { placed, invoice } = await paidOrder([{ productId: chair.id, priceKobo: 215_000_00 }]);

    expect(invoice).toMatchObject({ state: 'confirmed', paymentStatus: 'PAID', irn: expect.stringContaining(`-${mbs.serviceId}-`) });
    const reported = mbs.invoice(invoice!.irn)!;
    expect(reported.invoice).toMatchObject({ business_id: mbs.businessId, accounting_supplier_party: { tin: '12345678-0001' } });
    expect(mbs.calls().every((call) => call.authorized)).toBe(true);
    const receipt = await receiptForOrder(placed.orderId);
    expect(mbs.decryptQr(receipt!.einvoice!.qr!)).toMatchObject({ irn: invoice!.irn });
  });

  it('switched off, or never set up, reports nothing', async () => {
    expect(await saveAsOwner(fullSettings({ enabled: false }))).toMatchObject({ ok: true, data: { on: false } });
    await newCategory('Chairs');
    const chair = await newProduct({ category: 'chairs', priceKobo: 45_000_00 });
    const { invoice } = await paidOrder([{ productId: chair.id, priceKobo: 45_000_00 }]);
    expect(invoice).toBeUndefined();
    expect(mbs.calls()).toEqual([]);
  });

  it('reads MBS’s lists and keeps them: the settings and the catalogue offer the HS codes, and then take only those', async () => {
    // Before any list is read, a code in HS form is taken as typed.
    const early = await as(callers.admin, () => createCategoryAction({ name: 'Stools', hsCode: '9402', displayOrder: '' }));
    expect(early, JSON.stringify(early)).toMatchObject({ ok: true });

    // The settings hold MBS access, switched off: the lists can be read while the owner sets things up.
    expect(await saveAsOwner(fullSettings({ enabled: false }))).toMatchObject({ ok: true });
    const refreshed = await as(callers.admin, () => refreshMbsListsAction({}));
    expect(refreshed, JSON.stringify(refreshed)).toMatchObject({ ok: true });
    expect(mbs.calls('/api/v1/invoice/resources/').map((call) => [call.path, call.status])).toEqual([
      ['/api/v1/invoice/resources/invoice-types', 200],
      ['/api/v1/invoice/resources/tax-categories', 200],
      ['/api/v1/invoice/resources/payment-means', 200],
      ['/api/v1/invoice/resources/hs-codes', 200],
    ]);
    const kept = await db.select().from(mbsResources);
    expect(kept.filter((row) => row.list === 'invoice-types').map((row) => row.code).sort()).toEqual(['380', '381', '383', '384']);
    expect(kept.find((row) => row.list === 'tax-categories' && row.code === 'STANDARD_VAT')).toMatchObject({ details: { percent: 7.5 } });
    expect(kept.find((row) => row.list === 'payment-means' && row.code === '48')).toMatchObject({ label: 'Bank card' });
    expect((await auditEntriesOf('einvoicing_settings', 1)).at(-1)).toMatchObject({ action: 'mbs_lists_refreshed', details: { counts: { 'hs-codes': 9, 'invoice-types': 4 } } });

    const offered = await as(callers.admin, () => getEinvoicingSettings());
    expect(offered.hsCodes).toContainEqual({ code: '9404', label: expect.stringMatching(/bedding/) });
    expect(offered.lists.find((list) => list.list === 'hs-codes')).toMatchObject({ count: 9, fetchedAt: expect.any(Date) });
    expect((await einvoiceChoices()).hsCodes.map(({ code }) => code)).toEqual(expect.arrayContaining(['9401', '9403', '6303', '5702']));

    // Now only MBS's codes are taken, in the catalogue and as the default.
    const refused = await as(callers.admin, () => createCategoryAction({ name: 'Benches', hsCode: '9402', displayOrder: '' }));
    expect(refused).toMatchObject({ ok: false, details: { fieldErrors: { hsCode: [expect.stringMatching(/not in MBS's list/)] } } });
    expect(fieldErrors(await saveAsOwner(fullSettings({ enabled: false, defaultHsCode: '9999' }))).defaultHsCode?.[0]).toMatch(/not in MBS's list/);
    const taken = await as(callers.admin, () => createCategoryAction({ name: 'Benches', hsCode: '9401', taxProductCategory: 'Seats', displayOrder: '' }));
    expect(taken).toMatchObject({ ok: true });

    // An outage changes nothing kept, and the owner is told why.
    mbs.outage(true);
    const during = await as(callers.admin, () => refreshMbsListsAction({}));
    expect(during).toMatchObject({ ok: false, error: expect.stringMatching(/try again later/) });
    expect(await db.select().from(mbsResources)).toHaveLength(kept.length);
  });

  it('reads the lists when switched on, and again once they are a day old while e-invoicing is on', async () => {
    const maintenance = jobMaintenance.find((task) => task.run === queueMbsListsRefreshWhenDue)!;
    // Off: nothing is read, however old the lists.
    expect(await maintenance.run()).toBe(0);

    expect(await saveAsOwner(fullSettings())).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    expect(mbs.calls('/api/v1/invoice/resources/hs-codes')).toHaveLength(1);
    expect(await db.select().from(mbsResources).where(eq(mbsResources.list, 'hs-codes'))).toHaveLength(9);
    // Fresh lists: no job.
    expect(await maintenance.run()).toBe(0);

    await db.update(mbsResources).set({ fetchedAt: new Date(Date.now() - 25 * 60 * 60_000) });
    expect(await maintenance.run()).toBe(1);
    // One waits at a time, however many instances ask.
    expect(await maintenance.run()).toBe(0);
    await runJobsUntilIdle();
    expect(mbs.calls('/api/v1/invoice/resources/hs-codes')).toHaveLength(2);
    const [oldest] = await db.select({ fetchedAt: mbsResources.fetchedAt }).from(mbsResources).orderBy(mbsResources.fetchedAt).limit(1);
    expect(Date.now() - oldest!.fetchedAt.getTime()).toBeLessThan(60_000);
  });

  it('a category’s HS code and a piece’s own reach the invoice lines; delivery reports the default', async () => {
    expect(await saveAsOwner(fullSettings({ enabled: false }))).toMatchObject({ ok: true });
    expect(await as(callers.admin, () => refreshMbsListsAction({}))).toMatchObject({ ok: true });
    expect(await saveAsOwner(fullSettings({ defaultHsCode: '9403', defaultProductCategory: 'Furniture' }))).toMatchObject({ ok: true });
    const beds = await as(callers.admin, () => createCategoryAction({ name: 'Beds', hsCode: '9404', taxProductCategory: 'Bedding', displayOrder: '' }));
    expect(beds).toMatchObject({ ok: true });
    await newCategory('Living Room');
    const bed = await newProduct({ name: 'Lekki Platform Bed', category: 'beds', priceKobo: 380_000_00 });
    const lamp = await newProduct({ name: 'Brass Floor Lamp', category: 'living-room', priceKobo: 65_000_00 });
    const table = await newProduct({ name: 'Iroko Side Table', category: 'living-room', priceKobo: 90_000_00 });

    // The lamp names its own code through the product form, as an admin saves it.
    const [lampStock] = await variantsOf(lamp.id);
    const lampForm = productFormInput({ name: lamp.name, category: lamp.category, price: '65000', stockQuantity: String(lampStock!.stockQuantity), stockQuantityRead: lampStock!.stockQuantity });
    const updated = await as(callers.admin, () => updateProductAction({ id: lamp.id, ...lampForm, hsCode: '9405', taxProductCategory: 'Lighting' }));
    expect(updated, JSON.stringify(updated)).toMatchObject({ ok: true });
    expect(await db.select({ hsCode: categories.hsCode }).from(categories).where(eq(categories.slug, 'beds'))).toEqual([{ hsCode: '9404' }]);
    expect(await db.select({ hsCode: products.hsCode, category: products.taxProductCategory }).from(products).where(eq(products.id, lamp.id))).toEqual([{ hsCode: '9405', category: 'Lighting' }]);

    const { invoice } = await paidOrder(
      [
        { productId: bed.id, priceKobo: 380_000_00 },
        { productId: lamp.id, priceKobo: 65_000_00 },
        { productId: table.id, priceKobo: 90_000_00 },
      ],
      LAGOS_FEE,
    );
    expect(invoice).toMatchObject({ state: 'confirmed' });
    const lines = (mbs.invoice(invoice!.irn)!.invoice.invoice_line as { hsn_code: string; product_category: string; item: { name: string } }[]).map((line) => [
      line.item.name,
      line.hsn_code,
      line.product_category,
    ]);
    expect(lines).toEqual([
      ['Brass Floor Lamp', '9405', 'Lighting'],
      ['Iroko Side Table', '9403', 'Furniture'],
      ['Lekki Platform Bed', '9404', 'Bedding'],
      ['Delivery', '9403', 'Delivery'],
    ]);
  });

  it('the NRS_* variables win over the settings: the reads say so and show no secret, and a save changes only the line defaults', async () => {
    expect(await saveAsOwner(fullSettings())).toMatchObject({ ok: true });
    const other = await startMbsFake();
    const variables = shopEnvFor(other, path.join(dataDir, 'env-crypto-keys.txt'));
    Object.assign(process.env, variables);
    // A fresh start reads the environment again (getEnv keeps its first reading).
    vi.resetModules();
    try {
      const { einvoicingConfig } = await import('@/server/einvoicing/einvoice-config');
      expect(await einvoicingConfig()).toMatchObject({ source: 'env', nrs: { apiUrl: other.url, serviceId: other.serviceId, apiKey: other.apiKey } });

      const { as: asAfterStart } = await import('../helpers/sessions');
      const reads = await import('@/server/einvoicing/einvoicing-settings-reads');
      const view = await asAfterStart(callers.admin, () => reads.getEinvoicingSettings());
      expect(view).toMatchObject({ source: 'env', on: true, apiUrl: other.url, serviceId: other.serviceId, problem: null });
      expect(JSON.stringify(view)).not.toContain(other.apiSecret);
      expect(JSON.stringify(view)).not.toContain(other.apiKey);

      const { saveEinvoicingSettingsAction: save } = await import('@/server/einvoicing/actions/save-einvoicing-settings');
      const saved = await asAfterStart(callers.admin, () => save(fullSettings({ enabled: false, serviceId: 'ZZZZ9999', defaultHsCode: '9401' })));
      expect(saved, JSON.stringify(saved)).toMatchObject({ ok: true, data: { source: 'env' } });
      expect(await storedRow()).toMatchObject({ enabled: true, serviceId: mbs.serviceId, defaultHsCode: '9401' });
    } finally {
      for (const name of Object.keys(variables)) delete process.env[name];
      vi.resetModules();
      await other.close();
    }
  });
});
