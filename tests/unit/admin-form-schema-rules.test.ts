import { describe, expect, it } from 'vitest';
import { fieldSchemaAt, isRequiredBySchema } from '@/components/admin/form/schema-rules';
import { faqSchema } from '@/lib/schemas/faq';
import { websiteSettingsSchema } from '@/lib/schemas/settings';
import { deliveryZoneSchema } from '@/lib/schemas/delivery';
import { productFormSchema, setVariantStockSchema } from '@/lib/schemas/product';
import { correctEInvoiceBuyerSchema } from '@/lib/schemas/einvoice-admin';
import { discountLimitsSchema } from '@/lib/schemas/showroom-sale';
import { draftDetailsSchema } from '@/lib/schemas/draft-order';
import { sendTransferSchema, stockCountSchema } from '@/lib/schemas/stock';

describe('admin form rules read from the zod schema', () => {
  it('marks a field required when its schema refuses it empty', () => {
    expect(isRequiredBySchema(faqSchema, 'question')).toBe(true);
    expect(isRequiredBySchema(deliveryZoneSchema, 'parcelFee')).toBe(true);
  });

  it('leaves optional fields and fields with a default unmarked', () => {
    expect(isRequiredBySchema(faqSchema, 'category')).toBe(false);
    expect(isRequiredBySchema(faqSchema, 'displayOrder')).toBe(false);
    expect(isRequiredBySchema(deliveryZoneSchema, 'displayOrder')).toBe(false);
  });

  it('follows nested paths, through refined objects', () => {
    expect(isRequiredBySchema(websiteSettingsSchema, 'siteName')).toBe(true);
    expect(isRequiredBySchema(websiteSettingsSchema, 'payments.payOnDeliveryMax')).toBe(true);
    expect(isRequiredBySchema(websiteSettingsSchema, 'payments.bankName')).toBe(false);
    expect(fieldSchemaAt(websiteSettingsSchema, 'socialMediaLinks.facebook')).toBeDefined();
    expect(isRequiredBySchema(websiteSettingsSchema, 'madeToOrder.depositPercent')).toBe(true);
    expect(fieldSchemaAt(websiteSettingsSchema, 'madeToOrder.stageMails.quality_check')).toBeDefined();
  });

  it('reads the product form’s fields, the payment terms included (its schema keeps an object shape)', () => {
    expect(isRequiredBySchema(productFormSchema, 'name')).toBe(true);
    expect(fieldSchemaAt(productFormSchema, 'paymentTerms')).toBeDefined();
    expect(isRequiredBySchema(productFormSchema, 'depositPercent')).toBe(false);
  });

  it('follows a path into a list’s rows and through a transformed, nullish object', () => {
    expect(isRequiredBySchema(discountLimitsSchema, 'limits.0.maxPercent')).toBe(false);
    expect(isRequiredBySchema(setVariantStockSchema, 'stock.3.stockQuantity')).toBe(false);
    expect(fieldSchemaAt(setVariantStockSchema, 'stock.3.variantId')).toBeDefined();
    expect(isRequiredBySchema(stockCountSchema, 'lines.0.counted')).toBe(true);
    expect(isRequiredBySchema(sendTransferSchema, 'lines.2.quantity')).toBe(true);
    expect(isRequiredBySchema(correctEInvoiceBuyerSchema, 'business.name')).toBe(false);
    expect(isRequiredBySchema(correctEInvoiceBuyerSchema, 'business.tin')).toBe(false);
    expect(fieldSchemaAt(discountLimitsSchema, 'limits.first.maxPercent')).toBeUndefined();
    expect(fieldSchemaAt(correctEInvoiceBuyerSchema, 'business.nope')).toBeUndefined();
  });

  it('follows a path into the choice of a union that has it', () => {
    expect(isRequiredBySchema(draftDetailsSchema, 'delivery.state')).toBe(true);
    expect(isRequiredBySchema(draftDetailsSchema, 'delivery.locationId')).toBe(true);
    expect(isRequiredBySchema(draftDetailsSchema, 'customer.phone')).toBe(false);
    expect(fieldSchemaAt(draftDetailsSchema, 'delivery.address')).toBeUndefined();
  });

  it('refuses a name the schema does not have, so a misspelt field fails at once', () => {
    expect(fieldSchemaAt(faqSchema, 'questoin')).toBeUndefined();
    expect(() => isRequiredBySchema(faqSchema, 'questoin')).toThrow(/not a field/);
    expect(() => isRequiredBySchema(websiteSettingsSchema, 'payments.nope')).toThrow(/not a field/);
  });
});
