import { db } from '@/server/db/client';
import { quoteFiles, quoteLines, quotes } from '@/server/db/schema';
import { addCalendarDays, lagosToday } from '@/lib/delivery/business-days';
import { unique, type ActionRegistry, type QueryRegistry } from './_registry';

// Valid inputs for the quotes' admin actions (src/server/quotes/actions).

/** A request as a visitor leaves it, or (sent) with one priced line as the builder leaves it. */
export async function insertQuote(sent = false) {
  const suffix = unique().toUpperCase().replace(/[01IO]/g, 'A').slice(0, 6).padEnd(6, 'B');
  const [quote] = await db
    .insert(quotes)
    .values({
      quoteNumber: `QUO-20260101-${suffix}`,
      name: 'Amaka Obi',
      email: `amaka-${unique()}@example.com`,
      contactVia: 'email',
      kind: 'piece',
      description: 'A bespoke sofa',
      ...(sent ? { status: 'quoted' as const, deliveryFeeKobo: 0, validUntil: addCalendarDays(lagosToday(), 3), sentAt: new Date() } : {}),
    })
    .returning({ id: quotes.id });
  if (sent) await db.insert(quoteLines).values({ quoteId: quote!.id, position: 0, description: 'Sofa', quantity: 1, unitPriceKobo: 100_000_00 });
  return quote!;
}

export const actions: ActionRegistry = {
  sendQuoteAction: async () => ({
    id: (await insertQuote()).id,
    lines: [{ description: 'Bespoke sofa', quantity: '1', unitPrice: '450000' }],
    delivery: { mode: 'custom', fee: '15000' },
    leadTimeMinDays: '21',
    leadTimeMaxDays: '28',
    depositPercent: '50',
    validUntil: addCalendarDays(lagosToday(), 14),
  }),
  extendQuoteAction: async () => ({ id: (await insertQuote(true)).id, validUntil: addCalendarDays(lagosToday(), 10) }),
  sendQuoteMessageAction: async () => ({ id: (await insertQuote()).id, body: 'Would you like piping?' }),
};

export const queries: QueryRegistry = {
  listAdminQuotes: async () => [{ q: '', status: undefined, page: 1 }],
  getAdminQuote: async () => [(await insertQuote()).id],
};

/** A quote's photo in private storage, as a request leaves it. */
export async function insertQuoteFile() {
  const { getStorage, newObjectKey } = await import('@/server/media/storage');
  const { QUOTE_FILES_FOLDER } = await import('@/server/quotes/request-quote');
  const sharp = (await import('sharp')).default;
  const key = newObjectKey(QUOTE_FILES_FOLDER, 'png');
  await getStorage().put(key, await sharp({ create: { width: 4, height: 4, channels: 3, background: '#333' } }).png().toBuffer(), 'image/png');
  const [file] = await db.insert(quoteFiles).values({ quoteId: (await insertQuote()).id, storageKey: key, contentType: 'image/png', fileName: 'room.png' }).returning({ id: quoteFiles.id });
  return file!.id;
}
