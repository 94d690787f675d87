import 'server-only';
import { eq } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { einvoicingSettings } from '@/server/db/schema';
import { getEnv, type NrsConfig } from '@/server/env';

// The one source of e-invoicing's configuration (docs/decisions/0070-e-invoicing.md, "Settings or
// environment"): the NRS_* environment variables when they are set, which win; else the owners' Settings →
// E-invoicing row, when it is switched on and complete. Secrets stay sealed here (the einvoicing domain
// opens them, src/server/einvoicing/einvoice-config.ts): this folder imports no domain, so the catalogue
// (its HS-code check) reads it without an import loop, as e-invoicing does.
//
// The ledger's event asks on every payment (src/server/einvoicing/einvoice-queue.ts), so the row is kept
// in memory for SETTINGS_KEPT_MS and forgotten at once when this process saves it; another instance sees
// a save within that time. A shop configured by the environment never reads the row to know it is on.

const SETTINGS_ROW_ID = 1;
/** How long a read of the row is trusted: the longest another instance goes on with the old settings. */
export const SETTINGS_KEPT_MS = 30_000;
/** Furniture and its parts: the column's default, for a shop that never saved the settings. */
export const DEFAULT_HS_CODE = '9403';

export type StoredEinvoicingSettings = typeof einvoicingSettings.$inferSelect;

/** The settings' MBS access as stored: the key and secret sealed (src/server/settings/sealed-secret.ts), crypto_keys.txt as text. */
export type StoredNrsConfig = Omit<NrsConfig, 'apiKey' | 'apiSecret' | 'cryptoKeysPath'> & { apiKeySealed: string; apiSecretSealed: string; cryptoKeys: string };

export type EinvoicingSource = { source: 'env'; nrs: NrsConfig } | { source: 'settings'; nrs: StoredNrsConfig };

let kept: { row: StoredEinvoicingSettings | null; until: number } | null = null;
// Bumped by every save: a read that started before it does not keep what it read.
let generation = 0;

type ReadOptions = {
  /** Read the row, not this process's copy. */
  fresh?: boolean;
  /** The caller's transaction, when it holds one: the embedded database has one connection. */
  database?: Database | Transaction;
};

/** The Settings → E-invoicing row (null before migration 0050 inserted it, or once a test emptied the table). */
export async function storedEinvoicingSettings({ fresh = false, database = db }: ReadOptions = {}): Promise<StoredEinvoicingSettings | null> {
  if (!fresh && kept && kept.until > Date.now()) return kept.row;
  const started = generation;
  const [row] = await database.select().from(einvoicingSettings).where(eq(einvoicingSettings.id, SETTINGS_ROW_ID));
  if (started === generation) kept = { row: row ?? null, until: Date.now() + SETTINGS_KEPT_MS };
  return row ?? null;
}

/** Called once a save has committed: this process reads the row again at its next question. */
export function forgetStoredEinvoicingSettings() {
  generation += 1;
  kept = null;
}

/** The row's MBS access when every part of it is there. */
export function completeStoredConfig(row: StoredEinvoicingSettings | null): StoredNrsConfig | null {
  if (!row) return null;
  const { apiUrl, tin, businessId, serviceId, apiKeySealed, apiSecretSealed, cryptoKeys } = row;
  if (!apiUrl || !tin || !businessId || !serviceId || !apiKeySealed || !apiSecretSealed || !cryptoKeys) return null;
  return { apiUrl, tin, businessId, serviceId, apiKeySealed, apiSecretSealed, cryptoKeys };
}

/**
 * The MBS access the NRS_* environment variables give, or null when they are not set. The one reader of
 * them: when set they win over the settings, and the settings screen shows them instead of its own fields.
 */
export function nrsFromEnvironment(): NrsConfig | null {
  return getEnv().nrs;
}

/** Where e-invoicing is configured, or null when it is off. */
export async function einvoicingSource(options: ReadOptions = {}): Promise<EinvoicingSource | null> {
  const fromEnv = nrsFromEnvironment();
  if (fromEnv) return { source: 'env', nrs: fromEnv };
  const row = await storedEinvoicingSettings(options);
  const nrs = row?.enabled ? completeStoredConfig(row) : null;
  return nrs ? { source: 'settings', nrs } : null;
}

/** Whether sales are reported to MBS: asked by the ledger on every change of an order's money. */
export async function einvoicingOn(database?: Database | Transaction): Promise<boolean> {
  return (await einvoicingSource({ database })) !== null;
}

/** What a line reports when neither its piece nor its category names an HS code or product category. */
export async function einvoiceLineDefaults(): Promise<{ hsCode: string; productCategory: string | null }> {
  const row = await storedEinvoicingSettings();
  return { hsCode: row?.defaultHsCode ?? DEFAULT_HS_CODE, productCategory: row?.defaultProductCategory ?? null };
}
