import 'server-only';
import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import type { Database, Transaction } from '@/server/db/client';
import { orders, stockLocations, stockMovements } from '@/server/db/schema';
import type { StockMovementReason } from '@/lib/catalog/stock-movements';
import type { OrderChannel } from '@/lib/constants';

// What moved a count since a screen read it, told from the stock history (docs/decisions/0054-stock-history.md),
// for the refusal of a save made from a stale count (docs/decisions/0068-stock-changes-by-difference.md):
// "2 sold in the showroom since you opened this: now 3".

type Reader = Database | Transaction;

export type Move = { reason: StockMovementReason; channel: OrderChannel | null; change: number; actorName: string | null; createdAt: Date };

/** Which count: the website's (the locations that sell online, or a total set by hand) or one location's. */
export type CountScope = { online: true } | { locationId: string };

/** How far back the history is read to explain a count. */
const HISTORY_WALKED = 50;

const moveColumns = {
  variantId: stockMovements.variantId,
  reason: stockMovements.reason,
  channel: orders.channel,
  change: stockMovements.change,
  actorName: stockMovements.actorName,
  createdAt: stockMovements.createdAt,
};

const inScope = (scope: CountScope) =>
  'locationId' in scope ? eq(stockMovements.locationId, scope.locationId) : or(isNull(stockMovements.locationId), eq(stockLocations.sellsOnline, true));

const movesOf = (reader: Reader) =>
  reader
    .select(moveColumns)
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(stockLocations, eq(stockLocations.id, stockMovements.locationId));

/**
 * The moves, oldest first, that took a variant's count from `read` to `now`: the history read back from
 * now, a transaction at a time, until the count was `read`. Null when the last moves do not say (the
 * count was changed outside the history, or long ago).
 */
export async function movesSinceRead(reader: Reader, variantId: string, scope: CountScope, read: number, now: number): Promise<Move[] | null> {
  const rows = await movesOf(reader)
    .where(and(eq(stockMovements.variantId, variantId), inScope(scope)))
    .orderBy(desc(stockMovements.createdAt))
    .limit(HISTORY_WALKED);
  let count = now;
  for (const [at, row] of rows.entries()) {
    count -= row.change;
    const lastOfItsTransaction = rows[at + 1]?.createdAt.getTime() !== row.createdAt.getTime();
    if (lastOfItsTransaction && count === read) return rows.slice(0, at + 1).reverse();
  }
  return null;
}

/** Each variant's moves of its online count since `since`, oldest first: what a file read then has missed. */
export async function onlineMovesSince(reader: Reader, variantIds: readonly string[], since: Date): Promise<Map<string, Move[]>> {
  const moves = new Map<string, Move[]>();
  if (variantIds.length === 0) return moves;
  const rows = await movesOf(reader)
    .where(and(inArray(stockMovements.variantId, [...variantIds]), gte(stockMovements.createdAt, since), inScope({ online: true })))
    .orderBy(stockMovements.createdAt);
  for (const { variantId, ...move } of rows) moves.set(variantId, [...(moves.get(variantId) ?? []), move]);
  return moves;
}

// What staff call each kind of move, taken and added.
const WORDS: Record<string, [taken: string, added: string]> = {
  'order:website': ['sold online', 'put back by an online order'],
  'order:chat': ['sold by chat', 'put back by a chat order'],
  'order:showroom': ['sold in the showroom', 'put back by a showroom order'],
  showroom_sale: ['sold in the showroom', 'put back by a showroom sale'],
  cancellation: ['taken by a cancelled order', 'back from a cancelled order'],
  deletion: ['taken by a deleted order', 'back from a deleted order'],
  reopening: ['taken by a reopened order', 'back from a reopened order'],
  edit: ['taken off by hand', 'added by hand'],
  counted: ['fewer on a stock count', 'more on a stock count'],
  damaged: ['marked damaged', 'back from damaged'],
  found: ['taken off as found', 'found'],
  sold_offline: ['sold offline', 'back from a sale offline'],
  transfer_sent: ['sent to another location', 'back from a transfer'],
  transfer_received: ['taken off a received transfer', 'received by transfer'],
  reallocation: ['moved to another location for an order', 'moved here for an order'],
};
const BY_STAFF = new Set<StockMovementReason>(['edit', 'counted', 'damaged', 'found', 'sold_offline']);

/** "2 sold in the showroom", "1 sold online and 3 added by hand (Ada Obi)": the moves summed by what made them, in the order they happened. */
export function movedPhrase(moves: readonly Move[]): string | null {
  const sums = new Map<string, { units: number; words: [string, string]; actor: string | null }>();
  for (const move of moves) {
    const kind = move.reason === 'order' ? `order:${move.channel ?? 'website'}` : move.reason;
    const actor = BY_STAFF.has(move.reason) ? move.actorName : null;
    const key = `${kind}|${actor ?? ''}`;
    const sum = sums.get(key) ?? { units: 0, words: WORDS[kind] ?? WORDS.edit!, actor };
    sum.units += move.change;
    sums.set(key, sum);
  }
  const parts = [...sums.values()]
    .filter((sum) => sum.units !== 0)
    .map(({ units, words, actor }) => `${Math.abs(units)} ${units < 0 ? words[0] : words[1]}${actor ? ` (${actor})` : ''}`);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** How a refusal says when a screen read its counts. */
export const SINCE_OPENED = 'since you opened this';

/** "2 sold in the showroom since you opened this: now 3." */
export function movedMessage(moves: readonly Move[] | null, since: string, now: number) {
  const phrase = moves ? movedPhrase(moves) : null;
  return `${phrase ?? 'The count changed'} ${since}: now ${now.toLocaleString('en-NG')}.`;
}

/** A count a screen read that has moved since: the piece, its count then and now, and the form's fields for it. */
export type MovedCount = { variantId: string; piece: string; read: number; now: number; field: string; readField: string };

/** What a refused save tells its form: each moved count's message at its field, and the count now for the one it read. */
export type MovedCountsDetails = { fieldErrors: Record<string, string[]>; moved: { variantId: string; field: string; readField: string; now: number }[] };

/**
 * The refusal of a save made from counts that have moved since the screen read them: nothing is written,
 * and each count says what moved it and what it is now, so the person can look again and save.
 */
export async function movedCountsRefusal(reader: Reader, scope: CountScope, since: string, counts: readonly MovedCount[]): Promise<ActionError<MovedCountsDetails>> {
  const messages: string[] = [];
  for (const count of counts) messages.push(movedMessage(await movesSinceRead(reader, count.variantId, scope, count.read, count.now), since, count.now));
  const [first] = counts;
  const summary =
    counts.length === 1
      ? `${first!.piece}: ${messages[0]} Nothing was saved: check the count and save again.`
      : `The stock of ${counts.length} pieces changed ${since}. Nothing was saved: check the counts marked and save again.`;
  return new ActionError<MovedCountsDetails>(summary, {
    fieldErrors: Object.fromEntries(counts.map((count, at) => [count.field, [`${messages[at]} Check it and save again.`]])),
    moved: counts.map(({ variantId, field, readField, now }) => ({ variantId, field, readField, now })),
  });
}
