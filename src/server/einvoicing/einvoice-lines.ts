import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/server/db/client';
import { categories, orderItems, products } from '@/server/db/schema';
import { einvoiceLineDefaults } from '@/server/einvoicing-settings/einvoicing-settings';
import { pieceName } from '@/lib/catalog/piece-name';
import type { InvoiceLineInput } from '@/lib/einvoicing/invoice-body';

// The lines of an invoice or credit note with what each reports besides its amounts
// (docs/decisions/0070-e-invoicing.md, "HS codes"): the piece's own HS code and product category, else its
// category's, else its parent category's, else the defaults of Settings → E-invoicing. Without any
// product category named, a line reports its catalogue category's name, as before the settings existed.
// Delivery and a refund report the default HS code, under the product category 'Delivery' or 'Refund'.

const parentCategories = alias(categories, 'parent_categories');

/** The order's lines, delivery as a line of its own. */
export async function orderLines(orderId: string, deliveryFeeKobo: number): Promise<InvoiceLineInput[]> {
  const defaults = await einvoiceLineDefaults();
  const items = await db
    .select({
      productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      priceKobo: orderItems.priceKobo,
      category: categories.name,
      pieceHsCode: products.hsCode,
      categoryHsCode: categories.hsCode,
      parentHsCode: parentCategories.hsCode,
      pieceProductCategory: products.taxProductCategory,
      categoryProductCategory: categories.taxProductCategory,
      parentProductCategory: parentCategories.taxProductCategory,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.slug, products.category))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  const lines: InvoiceLineInput[] = items.map((item) => ({
    name: pieceName(item.productName, [item.variantLabel]),
    sku: item.sku,
    quantity: item.quantity,
    unitPriceKobo: item.priceKobo,
    hsCode: item.pieceHsCode ?? item.categoryHsCode ?? item.parentHsCode ?? defaults.hsCode,
    productCategory: item.pieceProductCategory ?? item.categoryProductCategory ?? item.parentProductCategory ?? defaults.productCategory ?? item.category ?? 'Furniture',
  }));
  if (deliveryFeeKobo > 0) lines.push({ name: 'Delivery', sku: null, quantity: 1, unitPriceKobo: deliveryFeeKobo, hsCode: defaults.hsCode, productCategory: 'Delivery' });
  return lines;
}

/** A credit note's one line: the money a refund returned. */
export async function refundLine(invoiceNumber: string, amountKobo: number): Promise<InvoiceLineInput> {
  const { hsCode } = await einvoiceLineDefaults();
  return { name: `Refund on invoice ${invoiceNumber}`, sku: null, quantity: 1, unitPriceKobo: amountKobo, hsCode, productCategory: 'Refund' };
}
