'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { websiteSettings } from '@/server/db/schema';
import { websiteSettingsSchema, type WebsiteSettingsValues } from '@/lib/schemas/settings';
import { invalidateStorefront } from '@/lib/page-cache-version';
import { removeStoredFile } from '@/server/media/remove-stored-file';
import { SETTINGS_ROW_ID } from '@/server/settings/admin-settings';

/**
 * Saves the website settings (docs/product.md section 7: update by id), the Payments card's with them, in
 * one update of the row. The single row is created if it is missing. A replaced or removed logo
 * is deleted from storage once the change is committed; the header, footer, /contact and the
 * chat button follow at once.
 */
export const updateWebsiteSettingsAction = defineAction<typeof websiteSettingsSchema, SessionUser, WebsiteSettingsValues>(
  {
    name: 'updateWebsiteSettings',
    schema: websiteSettingsSchema,
    authorize: permitted('settings.website'),
    fallbackError: 'Failed to update website settings.',
  },
  async (settings) => {
    const columns = {
      siteName: settings.siteName,
      siteDescription: settings.siteDescription,
      logoUrl: settings.logoUrl,
      socialMediaLinks: settings.socialMediaLinks,
      contactAddress: settings.contactAddress,
      contactPhone: settings.contactPhone,
      contactEmail: settings.contactEmail,
      footerText: settings.footerText,
      whatsappNumber: settings.whatsappNumber,
      maxLineQuantity: settings.maxLineQuantity,
      maxOpenUnpaidOrders: settings.maxOpenUnpaidOrders,
      staffTwoFactorRequired: settings.staffTwoFactorRequired,
      legalName: settings.legalName,
      businessAddress: settings.businessAddress,
      taxId: settings.taxId,
      vatRegistered: settings.vatRegistered,
      vatRateBasisPoints: settings.vatRate,
      paystackEnabled: settings.payments.paystackEnabled,
      bankTransferEnabled: settings.payments.bankTransferEnabled,
      bankName: settings.payments.bankName,
      bankAccountName: settings.payments.bankAccountName,
      bankAccountNumber: settings.payments.bankAccountNumber,
      payOnDeliveryEnabled: settings.payments.payOnDeliveryEnabled,
      payOnDeliveryMaxKobo: settings.payments.payOnDeliveryMax,
      paystackReservationMinutes: settings.payments.paystackReservationMinutes,
      bankTransferReservationHours: settings.payments.bankTransferReservationHours,
      depositPercent: settings.madeToOrder.depositPercent,
      balanceDueDays: settings.madeToOrder.balanceDueDays,
      depositPolicy: settings.madeToOrder.depositPolicy,
      stageMails: settings.madeToOrder.stageMails,
    };
    const oldLogo = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ logoUrl: websiteSettings.logoUrl })
        .from(websiteSettings)
        .where(eq(websiteSettings.id, SETTINGS_ROW_ID))
        .for('update');
      await tx
        .insert(websiteSettings)
        .values({ id: SETTINGS_ROW_ID, ...columns })
        .onConflictDoUpdate({ target: websiteSettings.id, set: { ...columns, updatedAt: new Date() } });
      return current?.logoUrl ?? null;
    });
    if (oldLogo !== settings.logoUrl) await removeStoredFile(oldLogo);
    invalidateStorefront();
    return settings;
  },
);
