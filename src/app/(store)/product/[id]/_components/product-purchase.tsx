'use client';
import { lazy, Suspense, useState } from 'react';
import type { CartProduct } from '@/lib/cart/cart';
import { COLOUR_OPTION, unitPrice, variantLabel } from '@/lib/catalog/variant-rules';
import { LOW_STOCK_MAX } from '@/lib/catalog/low-stock';
import { productEnquiryMessage, whatsappUrl } from '@/lib/whatsapp';
import { AddToCartButton } from '@/components/store/add-to-cart-button';
import { StockAlert } from '@/components/store/saved/save-heart';
import { WhatsAppLink } from '@/components/store/whatsapp-link';
import { QuantityStepper } from './quantity-stepper';
import { useChoice } from './variant-choice';

// Only a piece with options draws the picker, and its radios work before any script runs (the picker
// reads what was tapped once it loads): its code comes beside the page's, not in every product's first load.
const OptionPicker = lazy(() => import('./option-picker').then((module) => ({ default: module.OptionPicker })));

/** Asking about the piece on WhatsApp; `icon` is WhatsApp's mark, drawn on the server. */
export type ProductEnquiry = { whatsappNumber: string; productUrl: string; icon: React.ReactNode };

/**
 * The options (a variant is always chosen: the first in stock, until the shopper picks another),
 * quantity (1 to the variant's stock), the low-stock warning and Add to Cart. A sold-out variant cannot
 * be added: the page says so and offers to tell the shopper when that one is back; a piece sold out in
 * every variant shows `soldOutNotice` instead. `children` (the delivery estimate) comes under Add to
 * Cart, then the WhatsApp question about this piece, which names the variant.
 */
export function ProductPurchase({
  product,
  swatches,
  madeToOrder,
  enquiry,
  soldOutNotice,
  lowStockIcon,
  measured,
  children,
}: {
  product: Omit<CartProduct, 'variant'>;
  /** Each option's values' swatches, drawn on the server (see OptionPicker). */
  swatches: readonly (readonly React.ReactNode[])[];
  /** A made-to-order piece is not waited for: the workshop is asked instead (SoldOutNotice). */
  madeToOrder: boolean;
  enquiry: ProductEnquiry | null;
  /** What a sold-out piece says instead (and "Tell me when it's back"), drawn on the server. */
  soldOutNotice?: React.ReactNode;
  /** The low-stock warning's icon, drawn on the server so this script does not carry it. */
  lowStockIcon: React.ReactNode;
  /**
   * Made to measure (docs/decisions/0058-made-to-measure.md): its form, drawn on the server, in place of the
   * quantity and Add to Cart; the form's script loads when it is first touched and reads the chosen
   * variant from the option radios.
   */
  measured?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const [quantity, setQuantity] = useState(1);
  const choice = useChoice();
  const chosen = choice?.chosen ?? null;
  const options = choice?.options ?? [];
  const label = chosen ? variantLabel(chosen.values) : null;
  const stock = chosen ? chosen.stockQuantity : product.stockQuantity;
  const soldOut = stock <= 0;
  const variantSoldOut = soldOut && product.stockQuantity > 0;
  const variantMadeToOrder = chosen ? chosen.leadTimeMinDays !== null : madeToOrder;
  // A quantity picked for one variant never exceeds the next one's stock.
  const count = Math.max(1, Math.min(quantity, stock));
  const unitPriceKobo = chosen ? unitPrice(chosen) : product.unitPriceKobo;
  const imageUrl = chosen?.imageUrl ?? product.imageUrl;
  const measure = (event: React.SyntheticEvent<HTMLDivElement>) => {
    if (event.type === 'submit') event.preventDefault();
    const box = event.currentTarget;
    void import('./measured-form').then((form) => form.onMeasure(event.type, box));
  };

  const askUrl = enquiry
    ? whatsappUrl(enquiry.whatsappNumber, productEnquiryMessage({ name: product.name, color: label, url: enquiry.productUrl }))
    : null;

  return (
    <div className="flex flex-col gap-6">
      {options.length > 0 ? (
        <Suspense fallback={null}>
          <OptionPicker swatches={swatches} />
        </Suspense>
      ) : null}
      {measured ? (
        <div onFocus={measure} onSubmit={measure}>
          {measured}
        </div>
      ) : (
      <div className="flex flex-col gap-4">
        {variantSoldOut ? (
          <div className="flex flex-col gap-3">
            <p role="status" className="text-sm font-semibold text-accent">
              {label} is sold out. Choose another {options.length === 1 && options[0]?.name === COLOUR_OPTION ? 'colour' : 'option'}.
            </p>
            {variantMadeToOrder || !chosen || !label ? null : <StockAlert key={chosen.id} productId={product.id} name={label} variantId={chosen.id} />}
          </div>
        ) : soldOut ? (
          soldOutNotice
        ) : stock <= LOW_STOCK_MAX ? (
          <p role="status" className="inline-flex items-center gap-2 text-sm font-semibold text-accent">
            {lowStockIcon}
            Only {stock} left in stock!
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {soldOut ? null : (
            <div className="flex items-center gap-3">
              <label htmlFor="product-quantity" className="text-sm font-medium sm:sr-only">
                Quantity
              </label>
              <QuantityStepper id="product-quantity" value={count} max={stock} onChange={setQuantity} />
            </div>
          )}
          <AddToCartButton
            product={{ ...product, imageUrl, stockQuantity: stock, unitPriceKobo }}
            variant={label}
            quantity={count}
            className="sm:flex-1"
          />
        </div>
      </div>
      )}
      {children}
      {askUrl && enquiry ? (
        <WhatsAppLink href={askUrl} icon={enquiry.icon}>
          Ask about this piece on WhatsApp
        </WhatsAppLink>
      ) : null}
    </div>
  );
}
