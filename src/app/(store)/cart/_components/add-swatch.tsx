'use client';
import { useEffect } from 'react';
import type { SwatchOffer } from '@/server/catalog/swatch-reads';

/**
 * Adds the swatch a product page's link asked for, once, when the cart page comes alive
 * (docs/decisions/0059-fabric-samples.md). Its work is a module of its own, loaded only then, so the cart's
 * first load carries none of it.
 */
export function AddSwatch({ offer }: { offer: SwatchOffer }) {
  useEffect(() => {
    void import('./take-swatch').then((module) => module.takeSwatch(offer));
  }, [offer]);
  return null;
}
