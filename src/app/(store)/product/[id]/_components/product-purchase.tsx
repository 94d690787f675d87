'use client';
import { useRef, useState } from 'react';
import { AlertTriangleIcon } from '@/components/ui/icons/alert-triangle';
import type { CartProduct } from '@/lib/cart/cart';
import { LOW_STOCK_MAX } from '@/lib/constants';
import { productEnquiryMessage, whatsappUrl } from '@/lib/whatsapp';
import { AddToCartButton } from '@/components/store/add-to-cart-button';
import { WhatsAppLink } from '@/components/store/whatsapp-link';
import { ColourChoice } from './colour-choice';
import { QuantityStepper } from './quantity-stepper';

/** Asking about the piece on WhatsApp; `icon` is WhatsApp's mark, drawn on the server. */
export type ProductEnquiry = { whatsappNumber: string; productUrl: string; icon: React.ReactNode };

/**
 * The colour (a required choice when the product has colours), quantity (1 to the stock),
 * the low-stock warning and Add to Cart; a sold-out product cannot be added (`soldOutNotice` says so). `children` (the
 * delivery estimate) comes under Add to Cart, then the WhatsApp question about this piece,
 * which names the colour once one is chosen.
 */
export function ProductPurchase({
  product,
  colours,
  colourStock,
  soldOutColours,
  swatches,
  enquiry,
  soldOutNotice,
  children,
}: {
  product: Omit<CartProduct, 'variant'>;
  colours: readonly string[];
  /** Each colour's stock, keyed by the colour in lower case: a chosen colour sells its own. */
  colourStock: Readonly<Record<string, number>>;
  /** The colours with none left, in lower case (worked out on the server: this script is at its size budget). */
  soldOutColours: readonly string[];
  /** The colours' swatches, drawn on the server (see ColourChoice). */
  swatches: readonly React.ReactNode[];
  enquiry: ProductEnquiry | null;
  /** What a sold-out piece says instead (and "Tell me when it's back"), drawn on the server. */
  soldOutNotice?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const [quantity, setQuantity] = useState(1);
  // Nothing is preselected, so nobody is sent a colour they never picked; a piece made in one
  // colour only has nothing to pick.
  const [colour, setColour] = useState<string | null>(colours.length === 1 ? (colours[0] ?? null) : null);
  const [colourError, setColourError] = useState<string | null>(null);
  const firstColour = useRef<HTMLInputElement>(null);
  const stock = colour === null ? product.stockQuantity : (colourStock[colour.toLocaleLowerCase('en')] ?? 0);
  const soldOut = stock <= 0;
  const colourSoldOut = soldOut && product.stockQuantity > 0;

  function colourChosen() {
    if (colours.length === 0 || colour !== null) return true;
    setColourError('Choose a colour');
    firstColour.current?.focus();
    return false;
  }

  const askUrl = enquiry
    ? whatsappUrl(enquiry.whatsappNumber, productEnquiryMessage({ name: product.name, color: colour, url: enquiry.productUrl }))
    : null;

  return (
    <div className="flex flex-col gap-6">
      {colours.length > 0 ? (
        <ColourChoice
          colours={colours}
          swatches={swatches}
          soldOut={soldOutColours}
          value={colour}
          onChange={(next) => {
            setColour(next);
            setColourError(null);
          }}
          error={colourError}
          firstRadioRef={firstColour}
        />
      ) : null}
      <div className="flex flex-col gap-4">
        {colourSoldOut ? (
          <p role="status" className="text-sm font-semibold text-accent">
            {colour} is sold out. Choose another colour.
          </p>
        ) : soldOut ? (
          soldOutNotice
        ) : stock <= LOW_STOCK_MAX ? (
          <p role="status" className="inline-flex items-center gap-2 text-sm font-semibold text-accent">
            <AlertTriangleIcon className="size-4" />
            Only {stock} left in stock!
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {soldOut ? null : (
            <div className="flex items-center gap-3">
              <label htmlFor="product-quantity" className="text-sm font-medium sm:sr-only">
                Quantity
              </label>
              <QuantityStepper id="product-quantity" value={quantity} max={stock} onChange={setQuantity} />
            </div>
          )}
          <AddToCartButton product={{ ...product, stockQuantity: stock }} variant={colour} quantity={quantity} canAdd={colourChosen} className="sm:flex-1" />
        </div>
      </div>
      {children}
      {askUrl && enquiry ? (
        <WhatsAppLink href={askUrl} icon={enquiry.icon}>
          Ask about this piece on WhatsApp
        </WhatsAppLink>
      ) : null}
    </div>
  );
}
