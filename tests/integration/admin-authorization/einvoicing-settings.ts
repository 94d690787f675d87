import { afterAll } from 'vitest';
import { db } from '@/server/db/client';
import { einvoicingSettings } from '@/server/db/schema';
import { seal } from '@/server/settings/sealed-secret';
import { startMbsFake, type MbsFake } from '../../helpers/mbs-fake';
import type { ActionRegistry } from './_registry';

// Valid inputs for Settings → E-invoicing's actions (src/server/einvoicing/actions): a save that changes
// only the line defaults (it sends the stored access back as it is, so it needs no password), and a
// refresh of MBS's lists, which needs saved MBS access: the settings point (switched off) at an MBS
// stand-in started on first use and closed with the test file.

let fake: Promise<MbsFake> | null = null;
afterAll(async () => (await fake)?.close());

async function savedAccess() {
  fake ??= startMbsFake();
  const { url, apiKey, apiSecret, businessId } = await fake;
  const access = { apiUrl: url, businessId, apiKeySealed: seal(apiKey, 'mbs-api-key'), apiSecretSealed: seal(apiSecret, 'mbs-api-secret') };
  await db.insert(einvoicingSettings).values({ id: 1, ...access }).onConflictDoUpdate({ target: einvoicingSettings.id, set: access });
  return {};
}

export const actions: ActionRegistry = {
  saveEinvoicingSettingsAction: async () => {
    const [stored] = await db.select().from(einvoicingSettings);
    return {
      enabled: stored?.enabled ?? false,
      apiUrl: stored?.apiUrl ?? '',
      tin: stored?.tin ?? '',
      businessId: stored?.businessId ?? '',
      serviceId: stored?.serviceId ?? '',
      apiKey: '',
      apiSecret: '',
      cryptoKeys: '',
      defaultHsCode: '9403',
      defaultProductCategory: 'Furniture',
      password: '',
    };
  },
  refreshMbsListsAction: savedAccess,
};
