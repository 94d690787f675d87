import { firstFreeSlug } from '@/lib/slugify';

// The SKU a variant gets when the admin types none (docs/decisions/0053-variants-are-the-unit-of-sale.md):
// its product's SKU and its option values, so the label's barcode and the Sell screen's finder know it. A
// product without a SKU gives none. Migration 0048 gives existing variants theirs by the same rule.

/** 'Off White / Bouclé' -> 'OFF-WHITE-BOUCLE': letters without their accents, digits, single hyphens. */
function skuPart(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toUpperCase();
}

/** At most 44 characters, so with '-999' it stays within the 48 a label's barcode carries (src/lib/barcode/code128.ts). */
const MAX_WANTED = 44;

/** 'AL-ACC-004' and ['Indigo'] -> 'AL-ACC-004-INDIGO', or -2, -3 ... when another variant holds it. */
export function variantSku(productSku: string, values: readonly (string | null)[], taken: ReadonlySet<string>) {
  const parts = values.flatMap((value) => (value ? [skuPart(value)] : [])).filter(Boolean);
  return firstFreeSlug([productSku.trim(), ...parts].join('-').slice(0, MAX_WANTED).replace(/-+$/, ''), taken);
}
