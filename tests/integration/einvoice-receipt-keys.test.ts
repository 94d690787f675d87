import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renameSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { newCategory, newProduct, placeTestOrder } from '../helpers/factories';
import { takeBankTransfers } from '../helpers/checkout';
import { runJobsUntilIdle } from '../helpers/jobs';
import { pdfLines } from '../helpers/pdf-text';
import { db } from '@/server/db/client';
import { einvoices } from '@/server/db/schema';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { renderReceiptPdf } from '@/server/receipts/render-receipt';

// Receipts while crypto_keys.txt cannot be read (docs/decisions/0070-e-invoicing.md, "The QR code"): the
// file moved or deleted on the server must not stop receipts. An order with no invoice prints none; a
// signed invoice prints its IRN and "IRN pending" in place of the QR code, which a receipt printed once
// the file is back carries.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const mbs = await vi.hoisted(async () => (await import('../helpers/mbs-fake')).startMbsFakeForThisShop());

setUpAdminTestDatabase(dataDir);
const PRICE = 215_000_00;

afterAll(() => mbs.close());
beforeAll(async () => {
  // The supplier as MBS wants it named: its address and email.
  await takeBankTransfers({ legalName: 'Adire Living Ltd', businessAddress: '12 Admiralty Way\nLekki, Lagos 106104', contactEmail: 'hello@adireliving.ng', vatRegistered: true });
  await newCategory('Chairs');
});

const receiptLines = async (orderId: string) => pdfLines(await renderReceiptPdf((await receiptForOrder(orderId))!));

describe('a receipt while crypto_keys.txt cannot be read', () => {
  it('is printed all the same: no e-invoice for an order without one, "IRN pending" for a signed one, its QR code once the file is back', async () => {
    const chair = await newProduct({ name: 'Ikoyi Lounge Chair', category: 'chairs', priceKobo: PRICE });
    const unpaid = await placeTestOrder([{ productId: chair.id, unitPriceKobo: PRICE }]);
    const paid = await placeTestOrder([{ productId: chair.id, unitPriceKobo: PRICE }]);
    await confirmPayment({ orderId: paid.orderId, method: 'bank_transfer', amountKobo: paid.totalKobo, currency: 'NGN' });
    await runJobsUntilIdle();
    const [invoice] = await db.select().from(einvoices).where(and(eq(einvoices.orderId, paid.orderId), eq(einvoices.typeCode, '380')));
    expect(invoice, invoice?.lastAnswer ?? '').toMatchObject({ state: 'confirmed' });

    const moved = `${mbs.cryptoKeysPath}.moved`;
    renameSync(mbs.cryptoKeysPath, moved);
    try {
      expect((await receiptForOrder(unpaid.orderId))!.einvoice).toBeNull();
      expect((await receiptLines(unpaid.orderId)).some((line) => line.includes('IRN'))).toBe(false);

      expect((await receiptForOrder(paid.orderId))!.einvoice).toEqual({ irn: invoice!.irn, qr: null });
      const lines = await receiptLines(paid.orderId);
      expect(lines).toContain(`IRN: ${invoice!.irn}`);
      expect(lines.some((line) => line.startsWith('IRN pending'))).toBe(true);
    } finally {
      renameSync(moved, mbs.cryptoKeysPath);
    }
    const back = (await receiptForOrder(paid.orderId))!.einvoice!;
    expect(mbs.decryptQr(back.qr!)).toMatchObject({ irn: invoice!.irn });
  });
});
