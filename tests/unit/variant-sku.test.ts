import { describe, expect, it } from 'vitest';
import { variantSku } from '@/lib/catalog/variant-sku';

describe('a variant’s SKU when the admin types none', () => {
  it('is the product’s SKU and the values upper-case without accents, -2 when taken', () => {
    expect(variantSku('AL-ACC-004', ['Indigo'], new Set())).toBe('AL-ACC-004-INDIGO');
    expect(variantSku(' AL-ACC-004 ', ['Off White / Bouclé', 'Large', null], new Set())).toBe('AL-ACC-004-OFF-WHITE-BOUCLE-LARGE');
    expect(variantSku('AL-ACC-004', [], new Set(['AL-ACC-004', 'AL-ACC-004-2']))).toBe('AL-ACC-004-3');
  });

  it('stays within the 48 characters a label’s barcode carries, never ending on a hyphen', () => {
    const sku = variantSku('AL-ACC-004', ['Ọ̀yọ́ Red', 'Hand-woven raffia in the colours of the evening sky'], new Set());
    expect(sku).toBe('AL-ACC-004-OYO-RED-HAND-WOVEN-RAFFIA-IN-THE');
    expect(variantSku('A'.repeat(43), ['b'], new Set())).toBe('A'.repeat(43));
  });
});
