import 'server-only';
import { completeStoredConfig, DEFAULT_HS_CODE, nrsFromEnvironment, storedEinvoicingSettings, type StoredEinvoicingSettings } from '@/server/einvoicing-settings/einvoicing-settings';
import { keptMbsCodes, keptMbsLists, type KeptList } from '@/server/einvoicing-settings/mbs-lists';
import { cryptoKeysOf } from './einvoice-keys';
import type { MbsCode } from '@/lib/einvoicing/mbs-lists';
import { unseal, UnreadableSealError } from '@/server/settings/sealed-secret';

// What Settings → E-invoicing shows (docs/decisions/0070-e-invoicing.md, "Settings or environment"): the
// configuration in force and where it comes from, whether each secret is set (never the secret itself),
// what stands in the way of reporting, and MBS's kept lists. Read by the page (after its permission check)
// and returned by the save action.

export type EinvoicingSettingsView = {
  /** 'env': the NRS_* variables are set and win; the screen shows their values read-only. */
  source: 'env' | 'settings';
  /** Whether sales are reported now (queued for MBS; `problem` says why they may wait). */
  on: boolean;
  enabled: boolean;
  apiUrl: string;
  tin: string;
  businessId: string;
  serviceId: string;
  apiKeySet: boolean;
  apiSecretSet: boolean;
  cryptoKeysSet: boolean;
  /** Why what is set cannot be used (a key sealed under another server secret, an unreadable crypto_keys.txt); null when it can. */
  problem: string | null;
  defaultHsCode: string;
  defaultProductCategory: string;
  lists: KeptList[];
  hsCodes: MbsCode[];
};

function storedProblem(row: StoredEinvoicingSettings): string | null {
  try {
    if (row.apiKeySealed) unseal(row.apiKeySealed, 'mbs-api-key');
    if (row.apiSecretSealed) unseal(row.apiSecretSealed, 'mbs-api-secret');
    return null;
  } catch (error) {
    if (!(error instanceof UnreadableSealError)) throw error;
    return "The saved API key and secret cannot be opened with this server's secret (BETTER_AUTH_SECRET, or $DATA_DIR/auth-secret, changed since they were saved): enter them again.";
  }
}

async function envProblem(): Promise<string | null> {
  const nrs = nrsFromEnvironment()!;
  return cryptoKeysOf({ source: 'env', nrs }).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

export async function einvoicingSettingsView(): Promise<EinvoicingSettingsView> {
  const [row, lists, hsCodes] = await Promise.all([storedEinvoicingSettings({ fresh: true }), keptMbsLists(), keptMbsCodes('hs-codes')]);
  const defaults = { defaultHsCode: row?.defaultHsCode ?? DEFAULT_HS_CODE, defaultProductCategory: row?.defaultProductCategory ?? '', lists, hsCodes };
  const env = nrsFromEnvironment();
  if (env) {
    const { apiUrl, tin, businessId, serviceId } = env;
    return { source: 'env', on: true, enabled: true, apiUrl, tin, businessId, serviceId, apiKeySet: true, apiSecretSet: true, cryptoKeysSet: true, problem: await envProblem(), ...defaults };
  }
  const problem = row ? storedProblem(row) : null;
  return {
    source: 'settings',
    on: Boolean(row?.enabled && completeStoredConfig(row)),
    enabled: row?.enabled ?? false,
    apiUrl: row?.apiUrl ?? '',
    tin: row?.tin ?? '',
    businessId: row?.businessId ?? '',
    serviceId: row?.serviceId ?? '',
    apiKeySet: Boolean(row?.apiKeySealed),
    apiSecretSet: Boolean(row?.apiSecretSealed),
    cryptoKeysSet: Boolean(row?.cryptoKeys),
    problem,
    ...defaults,
  };
}
