import 'server-only';
import { getEnv, type NrsConfig } from '@/server/env';
import { configuredCryptoKeys, type MbsCryptoKeys } from '@/server/receipts/einvoice-keys';
import { mbsClient, type MbsClient } from './mbs-client';

// E-invoicing as configured (docs/decisions/0070-e-invoicing.md): the NRS_* environment variables, the
// crypto_keys.txt they point at, and a client for MBS. Null when e-invoicing is off.

export type EInvoicing = { nrs: NrsConfig; keys: MbsCryptoKeys; client: MbsClient };

export async function eInvoicing(): Promise<EInvoicing | null> {
  const nrs = getEnv().nrs;
  const keys = await configuredCryptoKeys();
  if (!nrs || !keys) return null;
  const client = mbsClient({ baseUrl: nrs.apiUrl, apiKey: nrs.apiKey, apiSecret: nrs.apiSecret, businessId: nrs.businessId });
  return { nrs, keys, client };
}
