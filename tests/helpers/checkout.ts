import { db } from '@/server/db/client';
import { websiteSettings } from '@/server/db/schema';

// Orders placed in tests that are not about delivery: test databases start without delivery
// zones, and showroom pickup is free and on by default, so these orders cost their lines only.
export const PICKUP = { method: 'pickup', feeKobo: 0 } as const;

// How those orders are paid. A pickup cannot be paid on delivery and tests have no Paystack
// key, so they pay by transfer, which the shop must take first: call takeBankTransfers().
export const BANK_TRANSFER = 'bank_transfer' as const;

export const TEST_BANK = { bankName: 'Test Bank', bankAccountName: 'Adire Living Ltd', bankAccountNumber: '0123456789' } as const;

/** Writes (or updates) the settings row so the shop takes bank transfers, with `changes` on top. */
export async function takeBankTransfers(changes: Partial<typeof websiteSettings.$inferInsert> = {}) {
  const values = { bankTransferEnabled: true, ...TEST_BANK, ...changes };
  await db
    .insert(websiteSettings)
    .values({ id: 1, siteName: 'Adire Living', ...values })
    .onConflictDoUpdate({ target: websiteSettings.id, set: values });
}
