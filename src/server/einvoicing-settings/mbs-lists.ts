import 'server-only';
import { and, asc, count, eq, max } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { mbsResources } from '@/server/db/schema';
import { MBS_LISTS, type EinvoiceChoices, type MbsCode, type MbsListName } from '@/lib/einvoicing/mbs-lists';
import { einvoicingOn } from './einvoicing-settings';

// MBS's code lists as the shop keeps them (refreshed from MBS by src/server/einvoicing/mbs-resources.ts):
// what the settings and the catalogue's forms offer, and the check that an HS code is one MBS knows.

export type KeptList = { list: MbsListName; count: number; fetchedAt: Date | null };

/** One kept list's entries by code; empty until it was read from MBS. */
export async function keptMbsCodes(list: MbsListName): Promise<MbsCode[]> {
  return db.select({ code: mbsResources.code, label: mbsResources.label }).from(mbsResources).where(eq(mbsResources.list, list)).orderBy(asc(mbsResources.code));
}

/** Each list: how many entries are kept and when they were read. */
export async function keptMbsLists(): Promise<KeptList[]> {
  const rows = await db.select({ list: mbsResources.list, count: count(), fetchedAt: max(mbsResources.fetchedAt) }).from(mbsResources).groupBy(mbsResources.list);
  return MBS_LISTS.map((list) => {
    const row = rows.find((kept) => kept.list === list);
    return { list, count: row?.count ?? 0, fetchedAt: row?.fetchedAt ?? null };
  });
}

/** For the catalogue's forms (their pages check the permission): MBS's HS codes and whether reporting is on. */
export async function einvoiceChoices(): Promise<EinvoiceChoices> {
  const [on, hsCodes] = await Promise.all([einvoicingOn(), keptMbsCodes('hs-codes')]);
  return { on, hsCodes };
}

/**
 * Why `code` cannot be reported as an HS code, or null when it can. Once MBS's list is kept only its
 * codes are taken; before any list was read, any code in HS form is (the form checks that).
 */
export async function hsCodeRefusal(database: Database | Transaction, code: string | null | undefined): Promise<string | null> {
  if (!code) return null;
  const [{ kept } = { kept: 0 }] = await database.select({ kept: count() }).from(mbsResources).where(eq(mbsResources.list, 'hs-codes'));
  if (kept === 0) return null;
  const [known] = await database
    .select({ code: mbsResources.code })
    .from(mbsResources)
    .where(and(eq(mbsResources.list, 'hs-codes'), eq(mbsResources.code, code)));
  return known ? null : `${code} is not in MBS's list of HS codes: choose one from the list.`;
}
