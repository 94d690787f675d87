import 'server-only';
import type { NrsConfig } from '@/server/env';
import { einvoicingSource } from '@/server/einvoicing-settings/einvoicing-settings';
import { cryptoKeysOf, type MbsCryptoKeys } from './einvoice-keys';
import { mbsClient, type MbsClient } from './mbs-client';
import { unseal } from '@/server/settings/sealed-secret';

// E-invoicing as configured (docs/decisions/0070-e-invoicing.md, "Settings or environment"): the NRS_*
// environment variables, or else the owners' Settings → E-invoicing, its API key and secret unsealed, its
// crypto_keys.txt read, and a client for MBS. Null when e-invoicing is off.

/** What MBS is called with and what the invoices name: NrsConfig without the path of crypto_keys.txt. */
export type MbsAccess = Omit<NrsConfig, 'cryptoKeysPath'>;

export type EinvoicingConfig = { source: 'env' | 'settings'; nrs: MbsAccess; keys: MbsCryptoKeys };

export type EInvoicing = EinvoicingConfig & { client: MbsClient };

/**
 * The configuration in force, or null when e-invoicing is off. Throws, saying why, when the settings'
 * sealed key and secret cannot be opened (the server's secret changed) or crypto_keys.txt is unreadable.
 */
export async function einvoicingConfig(): Promise<EinvoicingConfig | null> {
  const found = await einvoicingSource();
  if (!found) return null;
  const keys = await cryptoKeysOf(found);
  if (found.source === 'env') {
    const { cryptoKeysPath: _path, ...nrs } = found.nrs;
    return { source: 'env', nrs, keys };
  }
  const { apiKeySealed, apiSecretSealed, cryptoKeys: _text, ...nrs } = found.nrs;
  return { source: 'settings', nrs: { ...nrs, apiKey: unseal(apiKeySealed, 'mbs-api-key'), apiSecret: unseal(apiSecretSealed, 'mbs-api-secret') }, keys };
}

export function clientFor(nrs: Pick<MbsAccess, 'apiUrl' | 'apiKey' | 'apiSecret' | 'businessId'>): MbsClient {
  return mbsClient({ baseUrl: nrs.apiUrl, apiKey: nrs.apiKey, apiSecret: nrs.apiSecret, businessId: nrs.businessId });
}

export async function eInvoicing(): Promise<EInvoicing | null> {
  const config = await einvoicingConfig();
  return config ? { ...config, client: clientFor(config.nrs) } : null;
}
