import { firstFreeSlug, slugify } from '@/lib/slugify';
import { brokenOffMessage } from './csv-header';
import type { ImportedItem, RowProblem } from './imported-product';
import { isVariationType, wooKind } from './woocommerce-cells';
import type { WooColumnMap } from './woocommerce-columns';
import { simpleProduct, variableProduct } from './woocommerce-product';
import type { WooLine, WooRow } from './woocommerce-row';
import { type PackedVariation, packedParent, packVariation, unpackVariation } from './woocommerce-variation-pack';

// The products of a WooCommerce file as its rows come. A simple product (or a refused one) is told at
// once. A variable product is held with its variations until the file ends: the exporter writes the
// variations after every product, and a sorted spreadsheet may put them before it. A variation names its
// product in Parent by the product's SKU, or by "id:" and its ID where the product has none. Variations
// are held packed (woocommerce-variation-pack.ts), and each product is made only as it is yielded, so
// memory grows with the file's bytes, not 60 times them.

type HeldProduct = { line: WooLine; handle: string; variations: PackedVariation[] };

export class WooCatalogue {
  /** Every handle given so far: WooCommerce exports none, so each is made and must be the product's own. */
  private readonly handles = new Set<string>();
  private readonly held: HeldProduct[] = [];
  private readonly heldByReference = new Map<string, HeldProduct>();
  /** How the file's other products are referred to, to tell a variation that names one why it is refused. */
  private readonly otherReferences = new Set<string>();
  private variations: PackedVariation[] = [];

  constructor(private readonly columns: WooColumnMap) {}

  add(line: WooLine): ImportedItem[] {
    if (isVariationType(line.cells.type)) {
      this.variations.push(packVariation(line));
      return [];
    }
    const handle = this.handleFor(line.cells);
    const kind = wooKind(this.columns.label.type, line.cells.type);
    if ('value' in kind && kind.value === 'variable') {
      const product = { line, handle, variations: [] };
      this.held.push(product);
      for (const reference of referencesTo(line.cells)) if (!this.heldByReference.has(reference)) this.heldByReference.set(reference, product);
      return [];
    }
    for (const reference of referencesTo(line.cells)) this.otherReferences.add(reference);
    if ('problem' in kind) return [{ row: line.row, handle, message: kind.problem }];
    return simpleProduct(line, handle, this.columns);
  }

  /** At the file's end: the held products with their variations, and the variations with no product, in file order, one at a time. */
  *finish(): Generator<ImportedItem> {
    const orphans: PackedVariation[] = [];
    for (const packed of this.variations) {
      const product = this.heldByReference.get(packedParent(packed).parent);
      if (product) product.variations.push(packed);
      else orphans.push(packed);
    }
    this.variations = [];
    // Both lists are in file order: merged by row.
    const products = this.held.values();
    let product = products.next();
    for (const packed of orphans) {
      const { row, parent } = packedParent(packed);
      for (; !product.done && product.value.line.row < row; product = products.next()) yield* this.made(product.value);
      yield { row, handle: null, message: this.orphanReason(parent) };
    }
    for (; !product.done; product = products.next()) yield* this.made(product.value);
  }

  /** A held product made with its variations, which it then lets go of. */
  private made(product: HeldProduct): ImportedItem[] {
    const variations = product.variations.map(unpackVariation);
    product.variations = [];
    return variableProduct(product.line, variations, product.handle, this.columns);
  }

  /** The file stops being CSV at `row`: a held product may have lost variations past it. */
  brokenOff(row: number): RowProblem[] {
    return this.held.map((product) => ({ row: product.line.row, handle: product.handle, message: brokenOffMessage(row) }));
  }

  /** From the Name (or else the SKU), with -2, -3 ... where an earlier product of the file has it. */
  private handleFor(cells: WooRow): string {
    const handle = firstFreeSlug(slugify(cells.name) || slugify(cells.sku) || 'product', this.handles);
    this.handles.add(handle);
    return handle;
  }

  private orphanReason(parent: string): string {
    if (parent === '') return `${this.columns.label.parent} is empty: a variation belongs to a variable product`;
    if (this.otherReferences.has(parent)) return `The variation's parent ${parent} is not a variable product`;
    return `The variation's parent ${parent} is not in this file`;
  }
}

/** What a variation's Parent may say of the product. */
function referencesTo(cells: WooRow): string[] {
  return [cells.sku, cells.id === '' ? '' : `id:${cells.id}`].filter((reference) => reference !== '');
}
