'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { recordAudit } from '@/server/audit/record-audit';
import { pickFields } from '@/server/audit/audit-changes';
import { db } from '@/server/db/client';
import { einvoicingSettings } from '@/server/db/schema';
import { getEnv, isTlsOrLoopback } from '@/server/env';
import { completeStoredConfig, forgetStoredEinvoicingSettings, nrsFromEnvironment, type StoredEinvoicingSettings } from '@/server/einvoicing-settings/einvoicing-settings';
import { hsCodeRefusal } from '@/server/einvoicing-settings/mbs-lists';
import { parseCryptoKeys } from '../einvoice-keys';
import { einvoicingSettingsSchema, type EinvoicingSettingsRefusal, type EinvoicingSettingsValues } from '@/lib/schemas/einvoicing-settings';
import { einvoicingSettingsView, type EinvoicingSettingsView } from '../einvoicing-settings-view';
import { accessChangeProblems, ownPasswordChecked } from '../mbs-access-guard';
import { queueMbsListsRefresh } from '../mbs-resources';
import { seal } from '@/server/settings/sealed-secret';

// Saves Settings → E-invoicing (docs/decisions/0070-e-invoicing.md, "Settings or environment"), owners only
// (settings.tax). The API key and secret are sealed before they are written and never logged: Activity
// records the other fields before and after, and only the names of the secrets replaced. While the NRS_*
// variables are set they win, and only the line defaults (HS code, product category) are saved. Changing
// the MBS access needs the owner's password, and a new address the key and secret again (../mbs-access-guard.ts).

const ROW_ID = 1;
const LOGGED = ['enabled', 'apiUrl', 'tin', 'businessId', 'serviceId', 'defaultHsCode', 'defaultProductCategory'] as const;

type Written = Partial<Omit<StoredEinvoicingSettings, 'id' | 'updatedAt'>>;
type FieldErrors = EinvoicingSettingsRefusal['fieldErrors'];

function refusal(fieldErrors: FieldErrors) {
  const first = Object.values(fieldErrors).find((messages) => messages?.length)?.[0] ?? 'Check the fields marked.';
  return new ActionError<EinvoicingSettingsRefusal>(first, { fieldErrors });
}

/** What the form cannot check: crypto_keys.txt as node:crypto reads it, and https in production (as env.ts asks of NRS_API_URL). */
function uploadAndAddressProblems(input: EinvoicingSettingsValues): FieldErrors {
  const problems: FieldErrors = {};
  if (input.cryptoKeys.trim()) {
    const checked = parseCryptoKeys(input.cryptoKeys);
    if (!checked.ok) problems.cryptoKeys = [checked.error];
  }
  if (input.apiUrl && getEnv().NODE_ENV === 'production' && !isTlsOrLoopback(input.apiUrl)) {
    problems.apiUrl = ['The MBS address must start with https:// (plain http would send the API secret in clear text)'];
  }
  return problems;
}

/** The columns this save writes: the connection only when the environment does not set it. */
function columnsOf(input: EinvoicingSettingsValues): Written {
  const defaults = { defaultHsCode: input.defaultHsCode, defaultProductCategory: input.defaultProductCategory };
  if (nrsFromEnvironment()) return defaults;
  return {
    ...defaults,
    enabled: input.enabled,
    apiUrl: input.apiUrl || null,
    tin: input.tin || null,
    businessId: input.businessId || null,
    serviceId: input.serviceId || null,
    ...(input.apiKey ? { apiKeySealed: seal(input.apiKey, 'mbs-api-key') } : {}),
    ...(input.apiSecret ? { apiSecretSealed: seal(input.apiSecret, 'mbs-api-secret') } : {}),
    ...(input.cryptoKeys.trim() ? { cryptoKeys: input.cryptoKeys.trim() } : {}),
  };
}

/** Switched on, the settings must hold a key, a secret and crypto_keys.txt, saved before or given now. */
function missingToTurnOn(after: StoredEinvoicingSettings): FieldErrors {
  if (!after.enabled || completeStoredConfig(after)) return {};
  const problems: FieldErrors = {};
  if (!after.apiKeySealed) problems.apiKey = ['E-invoicing needs the API key to be on'];
  if (!after.apiSecretSealed) problems.apiSecret = ['E-invoicing needs the API secret to be on'];
  if (!after.cryptoKeys) problems.cryptoKeys = ['E-invoicing needs crypto_keys.txt from the MBS portal to be on'];
  return problems;
}

/** The secrets this save replaced, by name: what Activity may say of them. */
function replacedSecrets(written: Written): string[] {
  return [written.apiKeySealed && 'API key', written.apiSecretSealed && 'API secret', written.cryptoKeys && 'crypto_keys.txt'].filter((name): name is string => Boolean(name));
}

export const saveEinvoicingSettingsAction = defineAction<typeof einvoicingSettingsSchema, StaffUser, EinvoicingSettingsView, EinvoicingSettingsRefusal>(
  { name: 'saveEinvoicingSettings', schema: einvoicingSettingsSchema, authorize: permitted('settings.tax'), fallbackError: 'Failed to save the e-invoicing settings.' },
  async (input, owner) => {
    const problems = nrsFromEnvironment() ? {} : uploadAndAddressProblems(input);
    if (Object.keys(problems).length > 0) throw refusal(problems);
    const written = columnsOf(input);
    const passwordChecked = await ownPasswordChecked(owner.id, input.password);
    await db.transaction(async (tx) => {
      const hsProblem = await hsCodeRefusal(tx, input.defaultHsCode);
      if (hsProblem) throw refusal({ defaultHsCode: [hsProblem] });
      await tx.insert(einvoicingSettings).values({ id: ROW_ID }).onConflictDoNothing();
      const [before] = await tx.select().from(einvoicingSettings).where(eq(einvoicingSettings.id, ROW_ID)).for('update');
      const after = { ...before!, ...written };
      const guarded = accessChangeProblems(before!, written, passwordChecked);
      if (Object.keys(guarded).length > 0) throw refusal(guarded);
      const missing = missingToTurnOn(after);
      if (Object.keys(missing).length > 0) throw refusal(missing);
      await tx.update(einvoicingSettings).set({ ...written, updatedAt: new Date() }).where(eq(einvoicingSettings.id, ROW_ID));
      const replaced = replacedSecrets(written);
      await recordAudit(tx, {
        entityType: 'einvoicing_settings',
        entityId: ROW_ID,
        label: 'E-invoicing settings',
        action: 'update',
        before: pickFields(before, LOGGED),
        after: pickFields(after, LOGGED),
        ...(replaced.length > 0 ? { details: { replaced } } : {}),
      });
      // Switched on: MBS's lists are read at once, for the forms to offer.
      if (after.enabled && !before!.enabled) await queueMbsListsRefresh(tx);
    });
    forgetStoredEinvoicingSettings();
    return einvoicingSettingsView();
  },
);
