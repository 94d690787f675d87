import 'server-only';
import { eq } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { mbsResources } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import type { JobContext } from '@/server/jobs/job-handler';
import { recordAudit } from '@/server/audit/record-audit';
import { einvoicingOn, nrsFromEnvironment, storedEinvoicingSettings } from '@/server/einvoicing-settings/einvoicing-settings';
import { keptMbsLists, type KeptList } from '@/server/einvoicing-settings/mbs-lists';
import { MBS_LIST_LABELS, MBS_LISTS, type MbsListName } from '@/lib/einvoicing/mbs-lists';
import { clientFor } from './einvoice-config';
import type { MbsClient } from './mbs-client';
import { unseal } from '@/server/settings/sealed-secret';

// MBS's code lists read from MBS (GET /invoice/resources/{name}) and kept in mbs_resources
// (docs/decisions/0070-e-invoicing.md, "MBS's lists"), so the settings and the catalogue offer only the
// codes MBS takes. Read when an owner asks (Settings → E-invoicing, recorded in Activity), when e-invoicing
// is switched on there, and once a day while it is on (a job the worker's maintenance queues).

export const MBS_LISTS_JOB = 'mbs-lists-refresh';
const REFRESH_AFTER_MS = 24 * 60 * 60_000;
/** Rows per insert: a long HS list stays far below PostgreSQL's limit of parameters in one statement. */
const INSERT_BATCH = 1_000;

/** MBS could not be asked, or gave no list: the message says which and why; nothing kept changed. */
export class MbsListsUnavailable extends Error {}

type Entry = { code: string; label: string; details: Record<string, unknown> };

/**
 * A client with the environment's access, or the settings' once they hold an address, a business id, a key
 * and a secret: switched on or not yet, so an owner can choose HS codes before reporting starts.
 */
async function listsClient(): Promise<MbsClient | null> {
  const fromEnv = nrsFromEnvironment();
  if (fromEnv) return clientFor(fromEnv);
  const row = await storedEinvoicingSettings({ fresh: true });
  if (!row?.apiUrl || !row.businessId || !row.apiKeySealed || !row.apiSecretSealed) return null;
  return clientFor({ apiUrl: row.apiUrl, businessId: row.businessId, apiKey: unseal(row.apiKeySealed, 'mbs-api-key'), apiSecret: unseal(row.apiSecretSealed, 'mbs-api-secret') });
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);

/** MBS's entries, {code, value} (a tax category with its percent, kept in details); one without a code is skipped. */
function entriesOf(data: unknown): Entry[] | null {
  if (!Array.isArray(data)) return null;
  const entries = new Map<string, Entry>();
  for (const item of data) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    const record = item as Record<string, unknown>;
    const code = textOf(record.code) ?? textOf(record.id);
    if (code) entries.set(code, { code, label: textOf(record.value) ?? textOf(record.name) ?? textOf(record.description) ?? code, details: record });
  }
  return [...entries.values()];
}

async function fetchList(client: MbsClient, list: MbsListName, signal?: AbortSignal): Promise<Entry[]> {
  const name = MBS_LIST_LABELS[list].toLowerCase();
  const answer = await client.resources(list, { signal });
  if (!answer.ok) throw new MbsListsUnavailable(`MBS did not give its ${name}: ${[answer.message, answer.details].filter(Boolean).join(': ')}`);
  const entries = entriesOf(answer.data);
  if (!entries) throw new MbsListsUnavailable(`MBS's answer for its ${name} is not a list.`);
  return entries;
}

async function replaceList(tx: Transaction, list: MbsListName, entries: Entry[], fetchedAt: Date) {
  await tx.delete(mbsResources).where(eq(mbsResources.list, list));
  for (let start = 0; start < entries.length; start += INSERT_BATCH) {
    await tx.insert(mbsResources).values(entries.slice(start, start + INSERT_BATCH).map((entry) => ({ list, ...entry, fetchedAt })));
  }
}

/**
 * Reads every list from MBS, then replaces the kept ones in one transaction: all lists or none change. A
 * list MBS answers empty keeps what was kept of it. `audited`: an owner asked, and Activity says so.
 */
export async function refreshMbsLists({ audited, signal }: { audited: boolean; signal?: AbortSignal }): Promise<KeptList[]> {
  const client = await listsClient();
  if (!client) throw new MbsListsUnavailable('MBS cannot be asked yet: save the MBS address, business id, API key and API secret first.');
  const fetched = new Map<MbsListName, Entry[]>();
  for (const list of MBS_LISTS) fetched.set(list, await fetchList(client, list, signal));
  await db.transaction(async (tx) => {
    const fetchedAt = new Date();
    for (const [list, entries] of fetched) if (entries.length > 0) await replaceList(tx, list, entries, fetchedAt);
    if (audited) {
      const counts = Object.fromEntries([...fetched].map(([list, entries]) => [list, entries.length]));
      await recordAudit(tx, { entityType: 'einvoicing_settings', entityId: 1, label: 'E-invoicing settings', action: 'mbs_lists_refreshed', details: { counts } });
    }
  });
  return keptMbsLists();
}

/** Queues one refresh (a second waiting one is not added). */
export function queueMbsListsRefresh(database: Database | Transaction = db) {
  return enqueueJob(MBS_LISTS_JOB, {}, { dedupeKey: MBS_LISTS_JOB }, database);
}

/** The 'mbs-lists-refresh' handler: a failure is retried by the queue. */
export async function refreshMbsListsJob(_payload: Record<string, unknown>, { signal }: JobContext) {
  await refreshMbsLists({ audited: false, signal });
}

/** Maintenance: while e-invoicing is on, a refresh once the lists are a day old (or none is kept yet). */
export async function queueMbsListsRefreshWhenDue(): Promise<number> {
  if (!(await einvoicingOn())) return 0;
  const read = (await keptMbsLists()).flatMap(({ fetchedAt }) => (fetchedAt ? [fetchedAt.getTime()] : []));
  const due = read.length === 0 || Date.now() - Math.min(...read) > REFRESH_AFTER_MS;
  return due && (await queueMbsListsRefresh()) ? 1 : 0;
}
