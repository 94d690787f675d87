import { variantLabel } from '@/lib/catalog/variant-rules';

// Apart from variant-rules.ts, which the product page ships: the bundler keeps every export of a
// module a page imports, and the product page's script budget is spent (docs/benchmarks.md).

/** "Ayo Sofa", or "Ayo Sofa (3-seater / Velvet)" for one of its variants (as mails name it). */
export function pieceName(productName: string, values: readonly (string | null)[]): string {
  const label = variantLabel(values);
  return label ? `${productName} (${label})` : productName;
}
