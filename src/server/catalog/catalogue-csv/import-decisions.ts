import 'server-only';
import type { InventoryPolicy } from '@/lib/catalog-csv/imported-product';

// What a preview finds the admin must decide (docs/decisions/0071-moving-a-shop-in.md): the categories the
// file names that no category of the shop (nor an earlier choice) takes, the new products naming none,
// and the new variants their platform did not count. Counted over the products the import would take.

export class PreviewDecisions {
  /** By category key (import-choices.ts): the path as the file spells it, and its products. */
  readonly categories = new Map<string, { path: string[]; products: number }>();
  /** New products naming no category. */
  uncategorised = 0;
  readonly uncounted = { untracked: 0, continueSelling: 0 };

  countCategory(key: string, path: string[]) {
    if (key === '') {
      this.uncategorised += 1;
      return;
    }
    const seen = this.categories.get(key);
    if (seen) seen.products += 1;
    else this.categories.set(key, { path, products: 1 });
  }

  countNewVariant(inventory: InventoryPolicy) {
    if (inventory === 'untracked') this.uncounted.untracked += 1;
    else if (inventory === 'continue') this.uncounted.continueSelling += 1;
  }
}
