import 'server-only';
import { type ImportCounts, type ImportEntry, MAX_LISTED_ENTRIES, MAX_LISTED_STOCK_LINES, emptyCounts } from '@/lib/catalog-csv/import-report';
import type { Planned } from './import-plan';

// The plan told product by product. The reader refuses a product with one problem per row; those
// follow one another and are told as one refused product.

export function entryOf(planned: Planned): ImportEntry {
  if (planned.kind === 'refused') {
    return { kind: 'refused', row: planned.row, handle: planned.handle, title: planned.title, variants: 0, changes: [], stock: [], stockUnlisted: 0, notes: [], problems: planned.problems };
  }
  const { draft, stock } = planned;
  return {
    kind: planned.kind,
    row: draft.row,
    handle: draft.handle,
    title: draft.name,
    variants: draft.variants.length,
    changes: planned.changes,
    stock: stock.slice(0, MAX_LISTED_STOCK_LINES),
    stockUnlisted: Math.max(0, stock.length - MAX_LISTED_STOCK_LINES),
    notes: planned.notes,
    problems: [],
  };
}

/** Counts every product and keeps the first MAX_LISTED_ENTRIES entries that `listed` wants. */
export class EntryTally {
  readonly counts: ImportCounts = emptyCounts();
  readonly entries: ImportEntry[] = [];
  unlisted = 0;
  /** Products unchanged but for counts that differ (ImportPreview.stockOnly). */
  stockOnly = 0;
  private lastRefused: ImportEntry | null = null;

  constructor(private readonly listed: (entry: ImportEntry) => boolean = () => true) {}

  add(planned: Planned) {
    const entry = entryOf(planned);
    const last = this.lastRefused;
    if (entry.kind === 'refused' && last && entry.handle !== null && last.handle === entry.handle && entry.title === null) {
      last.problems.push(...entry.problems);
      return;
    }
    this.lastRefused = entry.kind === 'refused' ? entry : null;
    this.counts[entry.kind] += 1;
    if (entry.kind === 'unchanged' && entry.changes.length > 0) this.stockOnly += 1;
    if (!this.listed(entry)) return;
    if (this.entries.length < MAX_LISTED_ENTRIES) this.entries.push(entry);
    else this.unlisted += 1;
  }
}
