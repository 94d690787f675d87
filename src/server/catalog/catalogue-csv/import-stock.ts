import 'server-only';
import type { Database, Transaction } from '@/server/db/client';
import type { StockLine } from '@/lib/catalog-csv/import-report';
import { variantLabel } from '@/lib/catalog/variant-rules';
import { variantKey } from '@/lib/catalog/variant-keys';
import { type Move, movedMessage, onlineMovesSince } from '@/server/stock/stock-moved';
import type { DraftVariant, ProductDraft } from './product-draft';
import type { StoredProduct, StoredVariant } from './stored-products';

// The stock a file carries (docs/decisions/0068-stock-changes-by-difference.md). A file's counts were read
// when it was exported, and the shop has sold since: the import keeps the shop's counts unless the admin
// chooses "Set stock from the file" in the preview, which shows each row's count now, in the file, and
// the sales since the export when the file's name says when that was. Setting them refuses a product
// whose count has moved since the preview the admin decided on.

/** What the plan does with the file's counts. */
export type StockPlan = {
  /** When the file was exported, from its name: the preview tells the sales made since. */
  exportedAt: Date | null;
  /** The admin chose "Set stock from the file" on a preview made at this moment. Null: the shop's counts are kept. */
  fromFile: { previewedAt: Date } | null;
};

export const KEEP_STOCK: StockPlan = { exportedAt: null, fromFile: null };

type Reader = Database | Transaction;

/** A file's variant the shop has, whose count differs from the shop's (matched by values, as the import writes them). */
type Differing = { variant: DraftVariant; kept: StoredVariant };

export function differingCounts(draft: ProductDraft, stored: StoredProduct | null): Differing[] {
  if (!stored) return [];
  const byValues = new Map(stored.variants.map((variant) => [variantKey(variant.values), variant]));
  return draft.variants.flatMap((variant) => {
    const kept = byValues.get(variantKey(variant.values));
    return kept && variant.stock !== null && variant.stock !== kept.stockQuantity ? [{ variant, kept }] : [];
  });
}

/** The online moves of these variants since the export or the preview, whichever came first; none when neither is asked about. */
export async function movesForPlan(reader: Reader, variantIds: readonly string[], plan: StockPlan): Promise<Map<string, Move[]>> {
  const times = [plan.exportedAt, plan.fromFile?.previewedAt].filter((time): time is Date => time instanceof Date);
  if (times.length === 0 || variantIds.length === 0) return new Map();
  return onlineMovesSince(reader, variantIds, new Date(Math.min(...times.map((time) => time.getTime()))));
}

const SALES = new Set<Move['reason']>(['order', 'showroom_sale']);
const after = (moves: readonly Move[], time: Date) => moves.filter((move) => move.createdAt >= time);

/** Each differing row as the preview shows it, and (setting stock from the file) a refusal for each count moved since the preview. */
export function planStock(differing: readonly Differing[], moves: Map<string, Move[]>, plan: StockPlan) {
  const lines: StockLine[] = [];
  const problems: { row: number; message: string }[] = [];
  for (const { variant, kept } of differing) {
    const own = moves.get(kept.id) ?? [];
    const sold = plan.exportedAt ? after(own, plan.exportedAt).reduce((units, move) => units - (SALES.has(move.reason) ? move.change : 0), 0) : null;
    const label = variantLabel(kept.values);
    lines.push({ row: variant.row, variant: label, now: kept.stockQuantity, inFile: variant.stock!, soldSinceExport: sold });
    const sincePreview = plan.fromFile ? after(own, plan.fromFile.previewedAt) : [];
    if (sincePreview.reduce((sum, move) => sum + move.change, 0) === 0) continue;
    const moved = movedMessage(sincePreview, 'since the preview', kept.stockQuantity);
    problems.push({ row: variant.row, message: `${label ? `${label}: ` : ''}${moved} Preview the file again to set its stock from it.` });
  }
  return { lines, problems };
}
