import { describe, expect, it } from 'vitest';
import { depositWording, formatDimensions, quoteStatusOn, quoteTotals } from '@/lib/quotes';
import { quoteRequestErrors, type QuoteRequestValues } from '@/lib/quote-fields';
import { quoteRequestSchema } from '@/lib/schemas/quote';
import { formatNaira } from '@/lib/money';

// The quote's pure rules: money in kobo, the status read from the date, and the request form's
// browser checks in the same words as the server's schema.

describe('quoteTotals', () => {
  it('takes the deposit from the lines only, rounded half up to the kobo; delivery goes in the balance', () => {
    const totals = quoteTotals({ lines: [{ quantity: 1, unitPriceKobo: 333_335 }], deliveryFeeKobo: 500_000, depositPercent: 30 });
    expect(totals).toEqual({ subtotalKobo: 333_335, deliveryKobo: 500_000, totalKobo: 833_335, depositKobo: 100_001, balanceKobo: 733_334 });
    expect(depositWording(totals, formatNaira)).toBe('Pay a deposit of ₦1,000.01 now, ₦7,333.34 before delivery');
  });

  it('is paid in full without a deposit percentage, or when the deposit would come to nothing', () => {
    expect(quoteTotals({ lines: [{ quantity: 2, unitPriceKobo: 100 }], deliveryFeeKobo: null, depositPercent: null }).depositKobo).toBeNull();
    expect(quoteTotals({ lines: [{ quantity: 1, unitPriceKobo: 0 }], deliveryFeeKobo: 500, depositPercent: 50 }).depositKobo).toBeNull();
  });
});

describe('quoteStatusOn', () => {
  it('reads a quoted quote past its valid-until day as expired, and nothing else', () => {
    expect(quoteStatusOn({ status: 'quoted', validUntil: '2026-11-23' }, '2026-11-24')).toBe('expired');
    expect(quoteStatusOn({ status: 'quoted', validUntil: '2026-11-24' }, '2026-11-24')).toBe('quoted');
    expect(quoteStatusOn({ status: 'accepted', validUntil: '2026-01-01' }, '2026-11-24')).toBe('accepted');
  });
});

describe('the request form’s checks', () => {
  const valid: QuoteRequestValues = {
    kind: 'piece',
    productId: '',
    description: 'A sofa',
    widthCm: '200',
    depthCm: '',
    heightCm: '',
    fabric: '',
    finish: '',
    quantity: '1',
    deliveryState: 'Lagos',
    budget: '',
    wantedBy: '',
    name: 'Amaka',
    email: 'amaka@example.com',
    phone: '',
    contactVia: 'email',
  };

  it.each([
    ['widthCm', { widthCm: '0' }],
    ['email', { email: 'amaka@' }],
    ['phone', { contactVia: 'whatsapp' }],
    ['phone', { phone: '12345' }],
    ['quantity', { quantity: '0' }],
    ['description', { description: ' ' }],
  ] as const)('words %s as the server does', (field, change) => {
    const values = { ...valid, ...change };
    const browser = quoteRequestErrors(values, [], '2026-11-24')[field];
    const server = quoteRequestSchema.safeParse(values);
    expect(browser).toBeDefined();
    expect(server.success).toBe(false);
    expect(server.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(browser);
  });

  it('passes a valid request, refuses more than five files and files of other types', () => {
    expect(quoteRequestErrors(valid, [], '2026-11-24')).toEqual({});
    expect(quoteRequestSchema.safeParse(valid).success).toBe(true);
    const png = { size: 1000, type: 'image/png' };
    expect(quoteRequestErrors(valid, Array(6).fill(png), '2026-11-24').files).toMatch(/at most 5/);
    expect(quoteRequestErrors(valid, [{ size: 1000, type: 'image/svg+xml' }], '2026-11-24').files).toMatch(/JPEG or PNG/);
  });

  it('shows dimensions as W × D × H, a missing one as a dash', () => {
    expect(formatDimensions({ widthCm: 200, depthCm: null, heightCm: 80 })).toBe('200 × – × 80 cm (W × D × H)');
  });
});
