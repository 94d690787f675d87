import { describe, expect, it, vi } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut, type TestCaller } from '../helpers/sessions';
import { auditEntriesOf, userIdOf } from '../helpers/audit-entries';
import { db } from '@/server/db/client';
import { auditLog, websiteSettings } from '@/server/db/schema';
import { getStorage, newObjectKey } from '@/server/media/storage';
import { storefrontVersion } from '@/server/storefront-cache';
import { SITE_DEFAULTS } from '@/lib/constants';
import { ORDER_STAGES, type OrderStage } from '@/lib/made-to-order-constants';
import { getAdminSettings } from '@/server/settings/admin-settings-reads';
import { DEFAULT_SETTINGS, getSiteSettings } from '@/server/settings/site-settings-reads';
import { updateWebsiteSettingsAction } from '@/server/settings/actions/update-website-settings';
import type { WebsiteSettingsInput } from '@/lib/schemas/settings';
import { SEARCH_SYNONYMS_DEFAULT } from '@/lib/search/synonyms';

// The Website settings screen's read and save against a real database and real sessions:
// the single row is created on the first save, what the form sends is what the storefront
// reads at once, a replaced logo leaves storage, and only an admin may read or write. A manager
// may save the screen but not change the payment, tax or staff-security settings; every save is
// recorded in the activity log with the columns before and after.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

const NO_SOCIAL = { facebook: '', instagram: '', twitter: '', linkedin: '' };

const ALL_STAGES_MAILED = Object.fromEntries(ORDER_STAGES.map((stage) => [stage, true])) as Record<OrderStage, boolean>;

/** The Made to order card as the form above saves it. */
/** The reminder and review settings of a shop that saved none (the columns' defaults). */
const DEFAULT_MARKETING = { abandonedFirstDelayMinutes: 60, abandonedSecondDelayHours: 24, reviewRequestDays: 7, homeReviewsMinimum: 3 };
const DEFAULT_MADE_TO_ORDER = { depositPercent: 50, balanceDueDays: 7, depositPolicy: null, stageMails: ALL_STAGES_MAILED };

/** What the form sends for the seeded shop, as typed (spaces, '+'). */
const FORM: WebsiteSettingsInput = {
  siteName: 'Adire Living',
  shopFilterOptions: 'Fabric, Colour, Size',
  searchSynonyms: 'sofa, couch, settee',
  swatches: { options: 'Fabric, Finish', price: '0', perOrder: '5', parcelFee: '0', freeOrdersPerWeek: '2' },
  measureVisits: { states: 'Lagos, Federal Capital Territory', fee: '15000' },
  siteDescription: 'Handcrafted furniture from Lagos.',
  logoUrl: '',
  contactAddress: '14B Admiralty Way, Lekki Phase 1, Lagos',
  contactPhone: '+234 803 123 4567',
  contactEmail: 'hello@adireliving.ng',
  whatsappNumber: '+234 803 123 4567',
  socialMediaLinks: { facebook: 'https://facebook.com/adireliving', instagram: '', twitter: '', linkedin: '' },
  footerText: '© Adire Living.',
  maxLineQuantity: '20',
  maxOpenUnpaidOrders: '3',
  staffTwoFactorRequired: false,
  auditRetentionDays: '730',
  marketing: { abandonedFirstDelayMinutes: '60', abandonedSecondDelayHours: '24', reviewRequestDays: '7', homeReviewsMinimum: '3' },
  legalName: '',
  businessAddress: '',
  taxId: '',
  vatRegistered: false,
  vatRate: '7.5',
  payments: {
    paystackEnabled: true,
    bankTransferEnabled: false,
    bankName: '',
    bankAccountName: '',
    bankAccountNumber: '',
    payOnDeliveryEnabled: true,
    payOnDeliveryMax: '500000',
    paystackReservationMinutes: '60',
    bankTransferReservationHours: '48',
  },
  madeToOrder: { depositPercent: '50', balanceDueDays: '7', depositPolicy: '', stageMails: ALL_STAGES_MAILED },
};

/** The business and tax fields as the form above saves them. */
const NO_TAX_DETAILS = { legalName: null, businessAddress: null, taxId: null, vatRegistered: false, vatRate: 750 };

/** The Fabric samples card as the form above saves it: the columns' defaults (docs/decisions/0059-fabric-samples.md). */
const DEFAULT_SWATCHES = { options: 'Fabric, Finish', price: 0, perOrder: 5, parcelFee: 0, freeOrdersPerWeek: 2 };
const DEFAULT_MEASURE_VISITS = { states: 'Lagos, Federal Capital Territory', fee: 15_000_00 };

/** The payment settings as the form above saves them: the columns' defaults. */
const DEFAULT_PAYMENTS = {
  paystackEnabled: true,
  bankTransferEnabled: false,
  bankName: null,
  bankAccountName: null,
  bankAccountNumber: null,
  payOnDeliveryEnabled: true,
  payOnDeliveryMax: 500_000_00,
  paystackReservationMinutes: 60,
  bankTransferReservationHours: 48,
};

const save = (changes: Partial<WebsiteSettingsInput> = {}) => as(callers.admin, () => updateWebsiteSettingsAction({ ...FORM, ...changes }));
const adminRead = () => as(callers.admin, () => getAdminSettings());
const rows = () => db.select().from(websiteSettings);

/** A file in storage, as the logo upload leaves it. */
async function stored() {
  const key = newObjectKey('settings', 'webp');
  await getStorage().put(key, Buffer.from('logo'), 'image/webp');
  return { url: getStorage().publicUrl(key), exists: async () => (await getStorage().stat(key)) !== null };
}

describe('a database without the settings row', () => {
  it('reads as the defaults, and the first save creates the single row (id 1)', async () => {
    expect(await rows()).toEqual([]);
    expect(await adminRead()).toEqual({
      ...DEFAULT_SETTINGS,
      ...NO_TAX_DETAILS,
      maxLineQuantity: 20,
      maxOpenUnpaidOrders: 3,
      staffTwoFactorRequired: false,
      auditRetentionDays: 730,
      payments: DEFAULT_PAYMENTS,
      madeToOrder: DEFAULT_MADE_TO_ORDER,
      marketing: DEFAULT_MARKETING,
      shopFilterOptions: 'Fabric, Colour, Size',
      searchSynonyms: SEARCH_SYNONYMS_DEFAULT,
      swatches: DEFAULT_SWATCHES,
      measureVisits: DEFAULT_MEASURE_VISITS,
    });
    expect(await save()).toMatchObject({ ok: true });
    const saved = await rows();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: 1, siteName: 'Adire Living', whatsappNumber: '2348031234567' });
  });
});

describe('saving the settings', () => {
  it('stores every field, reads them back, and the storefront sees them at once', async () => {
    const version = storefrontVersion();
    // The storefront's read before the save, so a stale cached answer would show below.
    expect((await getSiteSettings()).footerText).toBe('© Adire Living.');
    const result = await save({
      siteName: '  Adire Living Studio ',
      siteDescription: 'Interiors for Nigerian homes.',
      contactAddress: '3 Ozumba Mbadiwe Avenue,\nVictoria Island, Lagos',
      contactPhone: '0809 555 0101',
      contactEmail: ' studio@adireliving.ng ',
      whatsappNumber: '+234 (809) 555-0101',
      socialMediaLinks: {
        facebook: 'https://facebook.com/adirestudio',
        instagram: 'https://instagram.com/adirestudio',
        twitter: 'http://twitter.com/adirestudio',
        linkedin: 'https://www.linkedin.com/company/adire-studio',
      },
      footerText: '© Adire Living Studio. Made in Lagos.',
    });
    const expected = {
      siteName: 'Adire Living Studio',
      siteDescription: 'Interiors for Nigerian homes.',
      logoUrl: null,
      contactAddress: '3 Ozumba Mbadiwe Avenue,\nVictoria Island, Lagos',
      contactPhone: '0809 555 0101',
      contactEmail: 'studio@adireliving.ng',
      whatsappNumber: '2348095550101',
      socialMediaLinks: {
        facebook: 'https://facebook.com/adirestudio',
        instagram: 'https://instagram.com/adirestudio',
        twitter: 'http://twitter.com/adirestudio',
        linkedin: 'https://www.linkedin.com/company/adire-studio',
      },
      footerText: '© Adire Living Studio. Made in Lagos.',
    };
    const limits = { maxLineQuantity: 20, maxOpenUnpaidOrders: 3, staffTwoFactorRequired: false, auditRetentionDays: 730, ...NO_TAX_DETAILS, payments: DEFAULT_PAYMENTS, madeToOrder: DEFAULT_MADE_TO_ORDER, marketing: DEFAULT_MARKETING, shopFilterOptions: 'Fabric, Colour, Size', searchSynonyms: 'sofa, couch, settee', swatches: DEFAULT_SWATCHES, measureVisits: DEFAULT_MEASURE_VISITS };
    expect(result).toEqual({ ok: true, data: { ...expected, ...limits } });
    expect(await adminRead()).toEqual({ ...expected, ...limits });
    expect(await getSiteSettings()).toEqual(expected);
    expect(storefrontVersion()).toBeGreaterThan(version);
  });

  it('stores empty fields as null (social links as empty strings); the storefront falls back to its defaults', async () => {
    const result = await save({
      siteDescription: ' ',
      contactAddress: '',
      contactPhone: '',
      contactEmail: '',
      whatsappNumber: '',
      socialMediaLinks: { facebook: ' ', instagram: '', twitter: '', linkedin: '' },
      footerText: '',
    });
    expect(result).toMatchObject({ ok: true });
    const [row] = await rows();
    expect(row).toMatchObject({
      siteDescription: null,
      contactAddress: null,
      contactPhone: null,
      contactEmail: null,
      whatsappNumber: null,
      socialMediaLinks: NO_SOCIAL,
      footerText: null,
    });
    // The form shows what is stored; the storefront fills in the default description.
    expect((await adminRead()).siteDescription).toBeNull();
    expect((await getSiteSettings()).siteDescription).toBe(SITE_DEFAULTS.siteDescription);
  });

  it('refuses invalid values with the messages the form shows, and changes nothing', async () => {
    await save();
    const before = await rows();
    const version = storefrontVersion();
    const result = await save({
      siteName: '   ',
      contactEmail: 'hello@',
      whatsappNumber: '0803',
      socialMediaLinks: { facebook: 'facebook.com/adire', instagram: 'javascript:alert(1)', twitter: 'ftp://twitter.com/a', linkedin: '' },
      footerText: 'x'.repeat(501),
    });
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid',
      error: 'Site name is required',
      fieldErrors: {
        siteName: ['Site name is required'],
        contactEmail: ['Enter a valid email address'],
        whatsappNumber: ['Enter the WhatsApp number with its country code: 8 to 15 digits, e.g. +234 803 123 4567'],
        'socialMediaLinks.facebook': ['Enter a full web address starting with https://'],
        'socialMediaLinks.instagram': ['Enter a full web address starting with https://'],
        'socialMediaLinks.twitter': ['Enter a full web address starting with https://'],
        footerText: ['Footer text is too long (500 characters at most)'],
      },
    });
    expect(result.ok ? null : Object.keys(result.fieldErrors ?? {})).not.toContain('socialMediaLinks.linkedin');
    for (const whatsappNumber of ['+234 803 123 4567 ext', '1234567890123456', '()']) {
      expect(await save({ whatsappNumber }), whatsappNumber).toMatchObject({ ok: false, fieldErrors: { whatsappNumber: [expect.any(String)] } });
    }
    expect(await save({ siteName: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      fieldErrors: { siteName: ['Site name is too long (100 characters at most)'] },
    });
    expect(await save({ logoUrl: 'javascript:alert(1)' })).toMatchObject({ ok: false, fieldErrors: { logoUrl: ['Upload the logo again'] } });
    expect(await rows()).toEqual(before);
    expect(storefrontVersion()).toBe(version);
  });
});

describe('the logo', () => {
  it('is shown by the storefront, and a replaced or removed logo is deleted from storage', async () => {
    const first = await stored();
    expect(await save({ logoUrl: first.url })).toMatchObject({ ok: true, data: { logoUrl: first.url } });
    expect((await getSiteSettings()).logoUrl).toBe(first.url);

    // Saving other fields keeps the logo and its file.
    expect(await save({ logoUrl: first.url, footerText: 'Still the same logo.' })).toMatchObject({ ok: true });
    expect(await first.exists()).toBe(true);

    const second = await stored();
    expect(await save({ logoUrl: second.url })).toMatchObject({ ok: true });
    expect(await first.exists()).toBe(false);
    expect(await second.exists()).toBe(true);
    expect((await adminRead()).logoUrl).toBe(second.url);

    expect(await save({ logoUrl: '' })).toMatchObject({ ok: true, data: { logoUrl: null } });
    expect(await second.exists()).toBe(false);
    expect((await getSiteSettings()).logoUrl).toBeNull();
  });
});

describe('only an admin', () => {
  it.each([
    ['signed out', () => signedOut, 'signed-out'],
    ['a shopper', () => callers.shopper, 'not-admin'],
  ] as const)('is refused when %s, and nothing changes', async (_who, caller, code) => {
    await save();
    const before = await rows();
    const version = storefrontVersion();
    expect(await as(caller(), () => updateWebsiteSettingsAction({ ...FORM, siteName: 'Hijacked', footerText: 'Hijacked' }))).toMatchObject({
      ok: false,
      code,
    });
    await expect(as(caller(), () => getAdminSettings())).rejects.toMatchObject({ reason: code });
    expect(await rows()).toEqual(before);
    expect((await getSiteSettings()).siteName).toBe('Adire Living');
    expect(storefrontVersion()).toBe(version);
  });
});

describe('checkout and security settings', () => {
  it('save the limits and the staff two-factor switch; an unset switch shows what is in force (off on http)', async () => {
    await db.update(websiteSettings).set({ staffTwoFactorRequired: null });
    expect((await adminRead()).staffTwoFactorRequired).toBe(false);
    const saved = await save({ maxLineQuantity: '40', maxOpenUnpaidOrders: '5', staffTwoFactorRequired: true });
    expect(saved.ok).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({ maxLineQuantity: 40, maxOpenUnpaidOrders: 5, staffTwoFactorRequired: true });
    await db.update(websiteSettings).set({ staffTwoFactorRequired: false });
  });

  it('refuse limits that are not whole numbers in range, naming the field', async () => {
    for (const [field, value] of [['maxLineQuantity', '0'], ['maxLineQuantity', '2.5'], ['maxOpenUnpaidOrders', 'lots'], ['maxOpenUnpaidOrders', '101']] as const) {
      const result = await save({ [field]: value });
      expect(result.ok, `${field}=${value}`).toBe(false);
      if (!result.ok) expect(result.fieldErrors?.[field]?.[0]).toBeTruthy();
    }
  });
});


describe('business and tax details', () => {
  it('save the legal name, address, TIN, VAT registration and a rate typed as a percent (kept in basis points)', async () => {
    const result = await save({
      legalName: ' Adire Living Ltd ',
      businessAddress: '14B Admiralty Way,\nLekki Phase 1, Lagos',
      taxId: ' 12345678-0001 ',
      vatRegistered: true,
      vatRate: '7.25',
    });
    const expected = {
      legalName: 'Adire Living Ltd',
      businessAddress: '14B Admiralty Way,\nLekki Phase 1, Lagos',
      taxId: '12345678-0001',
      vatRegistered: true,
    };
    expect(result).toMatchObject({ ok: true, data: { ...expected, vatRate: 725 } });
    const [row] = await rows();
    expect(row).toMatchObject({ ...expected, vatRateBasisPoints: 725 });
    expect(await adminRead()).toMatchObject({ ...expected, vatRate: 725 });

    // Cleared again: empty text is null, and a TIN without hyphen is as good.
    expect(await save({ taxId: '1234567890', vatRate: '0' })).toMatchObject({ ok: true, data: { ...NO_TAX_DETAILS, taxId: '1234567890', vatRate: 0 } });
    expect(await save()).toMatchObject({ ok: true, data: NO_TAX_DETAILS });
  });

  it.each([
    ['1234567', 'too few digits'],
    ['123456789012345', 'too many digits'],
    ['1234-5678-0001', 'two hyphens'],
    ['12345678 0001', 'a space'],
    ['TIN12345678', 'letters'],
    ['-12345678', 'a leading hyphen'],
  ])('refuse the TIN %j (%s), naming the field', async (taxId) => {
    expect(await save({ taxId })).toMatchObject({
      ok: false,
      fieldErrors: { taxId: ['Enter the TIN as 8 to 14 digits with at most one hyphen, e.g. 12345678-0001'] },
    });
  });

  it.each(['50.5', '-1', 'seven', '7.555', '7,5', ''])('refuse the VAT rate %j', async (vatRate) => {
    expect(await save({ vatRate })).toMatchObject({
      ok: false,
      fieldErrors: { vatRate: ['Enter the VAT rate as a percent from 0 to 50, e.g. 7.5'] },
    });
  });

  it('refuse VAT registration without a TIN, and change nothing', async () => {
    await save();
    const before = await rows();
    expect(await save({ vatRegistered: true, taxId: ' ' })).toMatchObject({
      ok: false,
      fieldErrors: { taxId: ['A VAT-registered shop must give its TIN: it is printed on every tax invoice'] },
    });
    expect(await rows()).toEqual(before);
  });
});

describe('payment settings', () => {
  const payments = (changes: Partial<WebsiteSettingsInput['payments']>) => ({ payments: { ...FORM.payments, ...changes } });

  it('save the methods, the transfer account (digits only), the pay-on-delivery limit in kobo and the reservations, in the row', async () => {
    const result = await save(
      payments({
        paystackEnabled: false,
        bankTransferEnabled: true,
        bankName: ' Guaranty Trust Bank ',
        bankAccountName: 'Adire Living Ltd',
        bankAccountNumber: '0123 456-789',
        payOnDeliveryEnabled: false,
        payOnDeliveryMax: '₦250,000.50',
        paystackReservationMinutes: '90',
        bankTransferReservationHours: '72',
      }),
    );
    const saved = {
      paystackEnabled: false,
      bankTransferEnabled: true,
      bankName: 'Guaranty Trust Bank',
      bankAccountName: 'Adire Living Ltd',
      bankAccountNumber: '0123456789',
      payOnDeliveryEnabled: false,
      paystackReservationMinutes: 90,
      bankTransferReservationHours: 72,
    };
    expect(result).toMatchObject({ ok: true, data: { payments: { ...saved, payOnDeliveryMax: 250_000_50 } } });
    const [row] = await rows();
    expect(row).toMatchObject({ ...saved, payOnDeliveryMaxKobo: 250_000_50 });
    expect((await adminRead()).payments).toEqual({ ...saved, payOnDeliveryMax: 250_000_50 });

    // Bank transfer off: the account may be left empty (and is stored as null).
    expect(await save()).toMatchObject({ ok: true, data: { payments: DEFAULT_PAYMENTS } });
    expect((await rows())[0]).toMatchObject({ bankTransferEnabled: false, bankName: null, bankAccountNumber: null, payOnDeliveryMaxKobo: 500_000_00 });
  });

  it('require the bank, account name and account number while bank transfer is on, and change nothing', async () => {
    await save();
    const before = await rows();
    expect(await save(payments({ bankTransferEnabled: true, bankName: ' ', bankAccountName: '', bankAccountNumber: '' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        'payments.bankName': ['Bank name is required while bank transfer is on'],
        'payments.bankAccountName': ['Account name is required while bank transfer is on'],
        'payments.bankAccountNumber': ['Account number is required while bank transfer is on'],
      },
    });
    expect(await rows()).toEqual(before);
  });

  it.each(['012345678', '01234567890', '01234S6789', '0123.456789'])('refuse the account number %j: exactly 10 digits', async (bankAccountNumber) => {
    expect(await save(payments({ bankAccountNumber }))).toMatchObject({
      ok: false,
      fieldErrors: { 'payments.bankAccountNumber': ['Enter the 10-digit account number (NUBAN), e.g. 0123456789'] },
    });
  });

  it.each([
    ['payOnDeliveryMax', '', 'Largest order paid on delivery is required'],
    ['payOnDeliveryMax', '0', 'The largest order paid on delivery must be more than ₦0; turn pay on delivery off instead'],
    ['payOnDeliveryMax', '-5', 'Largest order paid on delivery cannot be negative'],
    ['payOnDeliveryMax', 'lots', 'Enter an amount in naira, e.g. 5000 or 5000.50'],
    ['paystackReservationMinutes', '14', 'Paystack reservation must be at least 15'],
    ['paystackReservationMinutes', '1441', 'Paystack reservation must be at most 1,440'],
    ['paystackReservationMinutes', '30.5', 'Paystack reservation must be a whole number'],
    ['bankTransferReservationHours', '0', 'Bank transfer reservation must be at least 1'],
    ['bankTransferReservationHours', '337', 'Bank transfer reservation must be at most 336'],
  ] as const)('refuse %s %j with "%s"', async (field, value, message) => {
    expect(await save(payments({ [field]: value }))).toMatchObject({ ok: false, fieldErrors: { [`payments.${field}`]: [message] } });
  });

  it('accept the bounds of the reservations', async () => {
    const result = await save(payments({ paystackReservationMinutes: '15', bankTransferReservationHours: '336' }));
    expect(result).toMatchObject({ ok: true, data: { payments: { paystackReservationMinutes: 15, bankTransferReservationHours: 336 } } });
    expect((await rows())[0]).toMatchObject({ paystackReservationMinutes: 15, bankTransferReservationHours: 336 });
    await save();
  });
});

describe('Made to order settings', () => {
  const madeToOrder = (changes: Partial<WebsiteSettingsInput['madeToOrder']>) => ({ madeToOrder: { ...FORM.madeToOrder, ...changes } });

  it('save the deposit, the balance window, the policy and the stage mails, and read them back', async () => {
    const stageMails = { ...ALL_STAGES_MAILED, quality_check: false };
    const result = await save(madeToOrder({ depositPercent: '40', balanceDueDays: '10', depositPolicy: '  Refundable until production starts.  ', stageMails }));
    expect(result).toMatchObject({ ok: true, data: { madeToOrder: { depositPercent: 40, balanceDueDays: 10, depositPolicy: 'Refundable until production starts.' } } });
    expect((await rows())[0]).toMatchObject({ depositPercent: 40, balanceDueDays: 10, depositPolicy: 'Refundable until production starts.', stageMails });
    await save();
  });

  it.each([
    ['depositPercent', '9', 'Deposit for made-to-order pieces must be at least 10'],
    ['depositPercent', '91', 'Deposit for made-to-order pieces must be at most 90'],
    ['balanceDueDays', '0', 'Days to pay the balance must be at least 1'],
  ] as const)('refuse %s %j with "%s"', async (field, value, message) => {
    expect(await save(madeToOrder({ [field]: value }))).toMatchObject({ ok: false, fieldErrors: { [`madeToOrder.${field}`]: [message] } });
  });
});

describe('reminders and reviews', () => {
  it('saves when shoppers are reminded and buyers asked for a review, and refuses values out of range, naming the field', async () => {
    const marketing = { abandonedFirstDelayMinutes: '90', abandonedSecondDelayHours: '48', reviewRequestDays: '10', homeReviewsMinimum: '4' };
    expect(await save({ marketing })).toMatchObject({ ok: true, data: { marketing: { abandonedFirstDelayMinutes: 90, abandonedSecondDelayHours: 48, reviewRequestDays: 10, homeReviewsMinimum: 4 } } });
    expect((await rows())[0]).toMatchObject({ abandonedFirstDelayMinutes: 90, abandonedSecondDelayHours: 48, reviewRequestDays: 10, homeReviewsMinimum: 4 });
    expect((await adminRead()).marketing).toEqual({ abandonedFirstDelayMinutes: 90, abandonedSecondDelayHours: 48, reviewRequestDays: 10, homeReviewsMinimum: 4 });
    for (const [field, value] of [['abandonedFirstDelayMinutes', '10'], ['abandonedSecondDelayHours', '200'], ['reviewRequestDays', '0'], ['homeReviewsMinimum', '13']] as const) {
      const result = await save({ marketing: { ...marketing, [field]: value } });
      expect(result, field).toMatchObject({ ok: false, code: 'invalid' });
      expect(Object.keys((result as { fieldErrors: Record<string, string[]> }).fieldErrors)).toEqual([`marketing.${field}`]);
    }
    expect((await rows())[0]).toMatchObject({ abandonedFirstDelayMinutes: 90, homeReviewsMinimum: 4 });
  });
});

describe('the activity log retention', () => {
  it('saves the days the log keeps a row (owner), and refuses fewer than a year or more than ten', async () => {
    expect(await save({ auditRetentionDays: '1000' })).toMatchObject({ ok: true, data: { auditRetentionDays: 1000 } });
    expect((await rows())[0]).toMatchObject({ auditRetentionDays: 1000 });
    expect((await adminRead()).auditRetentionDays).toBe(1000);
    for (const [days, message] of [
      ['364', 'Keep activity for must be at least 365'],
      ['3651', 'Keep activity for must be at most 3650'],
      ['400.5', 'Keep activity for must be a whole number'],
    ] as const) {
      expect(await save({ auditRetentionDays: days }), days).toMatchObject({ ok: false, fieldErrors: { auditRetentionDays: [message] } });
    }
    expect((await rows())[0]).toMatchObject({ auditRetentionDays: 1000 });
    await save();
  });
});

describe('shop filters', () => {
  it('saves the options offered as filters, tidied, in the log; refuses a clash with /shop’s own parameters or a repeat', async () => {
    await save();
    const since = await lastAuditId();
    expect(await save({ shopFilterOptions: ' Size ,Fabric,, Seat depth ' })).toMatchObject({ ok: true, data: { shopFilterOptions: 'Size, Fabric, Seat depth' } });
    expect((await rows())[0]).toMatchObject({ shopFilterOptions: 'Size, Fabric, Seat depth' });
    expect((await adminRead()).shopFilterOptions).toBe('Size, Fabric, Seat depth');
    const [logged] = await auditRowsAfter(since);
    expect(logged).toMatchObject({ entityType: 'settings', changes: { shopFilterOptions: { before: 'Fabric, Colour, Size', after: 'Size, Fabric, Seat depth' } } });
    for (const [typed, message] of [
      ['Fabric, Sale', '“Sale” cannot be a filter: name an option such as Fabric or Size'],
      ['Fabric, fabric', 'Name each option once'],
    ] as const) {
      expect(await save({ shopFilterOptions: typed }), typed).toMatchObject({ ok: false, fieldErrors: { shopFilterOptions: [message] } });
    }
    expect((await rows())[0]).toMatchObject({ shopFilterOptions: 'Size, Fabric, Seat depth' });
    await save();
  });
});

describe('fabric samples', () => {
  const swatches = (changes: Partial<WebsiteSettingsInput['swatches']>) => ({ swatches: { ...FORM.swatches, ...changes } });

  it('saves the options, the price and parcel fee in kobo and the number per order, in the log; refuses what cannot be', async () => {
    await save();
    const since = await lastAuditId();
    const saved = await save(swatches({ options: ' Finish ,fabric,, FINISH ', price: '2,500', perOrder: '3', parcelFee: '1500.50', freeOrdersPerWeek: '4' }));
    expect(saved).toMatchObject({ ok: true, data: { swatches: { options: 'Finish, fabric', price: 2_500_00, perOrder: 3, parcelFee: 1_500_50, freeOrdersPerWeek: 4 } } });
    expect((await rows())[0]).toMatchObject({ swatchOptions: 'Finish, fabric', swatchPriceKobo: 2_500_00, swatchesPerOrder: 3, swatchParcelFeeKobo: 1_500_50, swatchFreeOrdersPerWeek: 4 });
    const [logged] = await auditRowsAfter(since);
    expect(logged).toMatchObject({ entityType: 'settings', changes: { swatchPriceKobo: { before: 0, after: 2_500_00 }, swatchesPerOrder: { before: 5, after: 3 } } });
    // Empty money is free.
    expect(await save(swatches({ price: '', parcelFee: '' }))).toMatchObject({ ok: true, data: { swatches: { price: 0, parcelFee: 0 } } });
    for (const [changes, field, message] of [
      [{ perOrder: '0' }, 'swatches.perOrder', 'Swatches per order must be at least 1'],
      [{ freeOrdersPerWeek: '0' }, 'swatches.freeOrdersPerWeek', 'Free swatch orders a week must be at least 1'],
      [{ perOrder: '21' }, 'swatches.perOrder', 'Swatches per order must be at most 20'],
      [{ price: '-5' }, 'swatches.price', 'Price of a swatch cannot be negative'],
    ] as const) {
      expect(await save(swatches(changes)), JSON.stringify(changes)).toMatchObject({ ok: false, fieldErrors: { [field]: [message] } });
    }
    expect((await rows())[0]).toMatchObject({ swatchesPerOrder: 5, swatchPriceKobo: 0 });
    await save();
  });
});

/** Every activity log row written after the row `since` (0 for all). */
const auditRowsAfter = (since: number) => db.select().from(auditLog).where(gt(auditLog.id, since));
const lastAuditId = async () => (await db.select({ id: auditLog.id }).from(auditLog)).reduce((last, row) => Math.max(last, row.id), 0);

describe('the activity log of a save', () => {
  it('records one row in the owner’s name with the changed columns before and after, money in kobo, bank details included', async () => {
    await save();
    const since = await lastAuditId();
    const result = await save({
      siteName: 'Adire Living Studio',
      payments: { ...FORM.payments, bankTransferEnabled: true, bankName: 'Guaranty Trust Bank', bankAccountName: 'Adire Living Ltd', bankAccountNumber: '0123456789', payOnDeliveryMax: '750000' },
    });
    expect(result.ok).toBe(true);
    const written = await auditRowsAfter(since);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      actorKind: 'staff',
      actorId: await userIdOf(callers.admin),
      actorRole: 'owner',
      entityType: 'settings',
      entityId: '1',
      entityLabel: 'Website settings',
      action: 'update',
      changes: {
        siteName: { before: 'Adire Living', after: 'Adire Living Studio' },
        bankTransferEnabled: { before: false, after: true },
        bankName: { before: null, after: 'Guaranty Trust Bank' },
        bankAccountName: { before: null, after: 'Adire Living Ltd' },
        bankAccountNumber: { before: null, after: '0123456789' },
        payOnDeliveryMaxKobo: { before: 500_000_00, after: 750_000_00 },
      },
    });
    // Only what changed, and never a secret.
    expect(Object.keys(written[0]!.changes).sort()).toEqual(['bankAccountName', 'bankAccountNumber', 'bankName', 'bankTransferEnabled', 'payOnDeliveryMaxKobo', 'siteName']);
    await save();
  });

  it('records nothing when the save is refused', async () => {
    const since = await lastAuditId();
    expect(await save({ siteName: ' ' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await auditRowsAfter(since)).toEqual([]);
  });
});

describe('a manager', () => {
  let manager: TestCaller;
  const asManager = (changes: Partial<WebsiteSettingsInput>) => as(manager, () => updateWebsiteSettingsAction({ ...FORM, ...changes }));
  /** The owner's payment, tax and staff settings the manager's form shows as they are. */
  const OWNER_SET = {
    payments: { ...FORM.payments, bankTransferEnabled: true, bankName: 'Guaranty Trust Bank', bankAccountName: 'Adire Living Ltd', bankAccountNumber: '0123456789' },
    legalName: 'Adire Living Ltd',
    taxId: '12345678-0001',
    vatRegistered: true,
    staffTwoFactorRequired: false,
    auditRetentionDays: '1000',
  } satisfies Partial<WebsiteSettingsInput>;

  it('saves the site name with the payment, tax and staff settings sent as they are, which stay the owner’s', async () => {
    manager = await callers.staff('manager');
    expect(await save(OWNER_SET)).toMatchObject({ ok: true });
    const [stored] = await rows();
    const since = await lastAuditId();

    expect(await asManager({ ...OWNER_SET, siteName: 'Adire Living Lagos', footerText: 'Made in Lagos.' })).toMatchObject({ ok: true, data: { siteName: 'Adire Living Lagos' } });
    const [after] = await rows();
    expect(after).toEqual({ ...stored, siteName: 'Adire Living Lagos', footerText: 'Made in Lagos.', updatedAt: after!.updatedAt });
    const written = await auditRowsAfter(since);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ actorId: await userIdOf(manager), actorRole: 'manager', entityType: 'settings', action: 'update' });
    expect(Object.keys(written[0]!.changes).sort()).toEqual(['footerText', 'siteName']);
  });

  it.each([
    ['payment settings', { payments: { ...OWNER_SET.payments, bankAccountNumber: '9876543210' } }, 'settings.payments'],
    ['payment settings', { payments: { ...OWNER_SET.payments, payOnDeliveryEnabled: false } }, 'settings.payments'],
    ['business and tax details', { vatRate: '10' }, 'settings.tax'],
    ['business and tax details', { legalName: 'Someone Else Ltd' }, 'settings.tax'],
    ['staff sign-in and activity log settings', { staffTwoFactorRequired: true }, 'staff.manage'],
    ['staff sign-in and activity log settings', { auditRetentionDays: '365' }, 'staff.manage'],
  ] as const)('is refused changing the %s (%j), and nothing changes, the refusal logged', async (group, change, permission) => {
    const [stored] = await rows();
    const since = await lastAuditId();
    const result = await asManager({ ...OWNER_SET, siteName: 'Changed along with it', ...change });
    expect(result).toMatchObject({ ok: false, code: 'rejected', error: `Only the owner can change the ${group}. Nothing was saved: reload the page to see them as they are.` });
    expect(await rows()).toEqual([stored]);
    const written = await auditRowsAfter(since);
    expect(written).toMatchObject([{ actorId: await userIdOf(manager), actorRole: 'manager', entityType: 'permission', entityId: permission, action: 'permission_denied' }]);
  });

  it('leaves an unset staff two-factor switch unset when sending what is in force', async () => {
    await db.update(websiteSettings).set({ staffTwoFactorRequired: null });
    expect(await asManager({ ...OWNER_SET, staffTwoFactorRequired: false, siteName: 'Adire Living' })).toMatchObject({ ok: true });
    expect((await rows())[0]!.staffTwoFactorRequired).toBeNull();
    expect(await asManager({ ...OWNER_SET, staffTwoFactorRequired: true })).toMatchObject({ ok: false, code: 'rejected' });
    expect((await rows())[0]!.staffTwoFactorRequired).toBeNull();
    await db.update(websiteSettings).set({ staffTwoFactorRequired: false });
  });

  it('while the owner may change all of them', async () => {
    const result = await save({ ...OWNER_SET, payments: { ...OWNER_SET.payments, payOnDeliveryEnabled: false }, vatRate: '10', staffTwoFactorRequired: false, auditRetentionDays: '800' });
    expect(result).toMatchObject({ ok: true });
    expect((await rows())[0]).toMatchObject({ payOnDeliveryEnabled: false, vatRateBasisPoints: 1000, auditRetentionDays: 800 });
    const [last] = (await auditEntriesOf('settings', 1)).slice(-1);
    expect(last).toMatchObject({ actorRole: 'owner', changes: { payOnDeliveryEnabled: { before: true, after: false }, vatRateBasisPoints: { before: 750, after: 1000 }, auditRetentionDays: { before: 1000, after: 800 } } });
    await save();
  });

  it.each(['content', 'fulfilment', 'accountant'] as const)('the %s role may not save the settings at all', async (role) => {
    const [stored] = await rows();
    const result = await as(await callers.staff(role), () => updateWebsiteSettingsAction({ ...FORM, siteName: 'Hijacked' }));
    expect(result).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await rows()).toEqual([stored]);
    expect(await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'settings'), eq(auditLog.actorRole, role)))).toEqual([]);
  });
});

describe('measuring visits', () => {
  const visits = (changes: Partial<WebsiteSettingsInput['measureVisits']>) => ({ measureVisits: { ...FORM.measureVisits, ...changes } });

  it('saves the states as the address form spells them and the fee in kobo, in the log; refuses a name that is no state', async () => {
    await save();
    const since = await lastAuditId();
    const saved = await save(visits({ states: ' lagos, Abuja ,, Rivers, FCT ', fee: '20,000' }));
    expect(saved).toMatchObject({ ok: true, data: { measureVisits: { states: 'Lagos, Federal Capital Territory, Rivers', fee: 20_000_00 } } });
    expect((await rows())[0]).toMatchObject({ measureVisitStates: 'Lagos, Federal Capital Territory, Rivers', measureVisitFeeKobo: 20_000_00 });
    const [logged] = await auditRowsAfter(since);
    expect(logged).toMatchObject({ entityType: 'settings', changes: { measureVisitFeeKobo: { before: 15_000_00, after: 20_000_00 } } });
    // Empty states: no visits; an empty fee: free.
    expect(await save(visits({ states: '', fee: '' }))).toMatchObject({ ok: true, data: { measureVisits: { states: '', fee: 0 } } });
    expect(await save(visits({ states: 'Lagos, Atlantis' }))).toMatchObject({ ok: false, fieldErrors: { 'measureVisits.states': ['Not a Nigerian state: Atlantis'] } });
    expect(await save(visits({ fee: '-1' }))).toMatchObject({ ok: false, fieldErrors: { 'measureVisits.fee': ['Fee of a visit cannot be negative'] } });
    await save();
  });
});
