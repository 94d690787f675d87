'use client';
import { createContext, useContext, useState } from 'react';
import type { PageOption, PageVariant } from '@/server/catalog/product-page-reads';
import { Price } from '@/components/store/price';

// The variant the shopper has chosen on the product page (docs/decisions/0053-variants-are-the-unit-of-sale.md),
// shared by the picture, the price, the purchase box, the delivery estimate and the SKU. Every variant is
// in the page (it is kept for the page cache), so a choice never waits for the server.

type Choice = {
  options: readonly PageOption[];
  variants: readonly PageVariant[];
  chosen: PageVariant | null;
  choose: (variant: PageVariant) => void;
};

const ChoiceContext = createContext<Choice | null>(null);

/** Among `variants`, the one with these values (spelled as the options' values are), if it is on sale. */
export const variantOf = (variants: readonly PageVariant[], values: readonly string[]) => variants.find((variant) => variant.values.every((value, i) => value === values[i]));

export function VariantChoice({ options, variants, children }: { options: PageOption[]; variants: PageVariant[]; children: React.ReactNode }) {
  // The first that can be bought, so the server's page already shows a real price, stock and picture.
  const [chosen, setChosen] = useState(variants.find((variant) => variant.stockQuantity > 0) ?? variants[0] ?? null);
  return <ChoiceContext value={{ options, variants, chosen, choose: setChosen }}>{children}</ChoiceContext>;
}

/** The chosen variant; null outside a product page or for a product with no variant on sale. */
export const useChoice = () => useContext(ChoiceContext);

/** The chosen variant's price (the product's without one). */
export function ChosenPrice(props: { priceKobo: number; discountPriceKobo: number | null; className: string }) {
  const chosen = useChoice()?.chosen;
  return <Price {...props} {...(chosen ? { priceKobo: chosen.priceKobo, discountPriceKobo: chosen.discountPriceKobo } : {})} />;
}

/** The chosen variant's SKU (the product's when it has none). */
export const ChosenSku = ({ sku }: { sku: string | null }) => useChoice()?.chosen?.sku ?? sku;
