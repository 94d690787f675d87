'use client';
import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { CartProduct } from '@/lib/cart/cart';
import { LOW_STOCK_MAX } from '@/lib/constants';
import { AddToCartButton } from '../add-to-cart-button';
import { QuantityStepper } from './quantity-stepper';

/** Quantity (1 to the stock), the low-stock warning and Add to Cart; a sold-out product cannot be added. */
export function ProductPurchase({ product }: { product: CartProduct }) {
  const [quantity, setQuantity] = useState(1);
  const stock = product.stockQuantity;
  const soldOut = stock <= 0;
  return (
    <div className="flex flex-col gap-4">
      {soldOut ? (
        <p className="text-sm text-muted-foreground">
          This piece is sold out for now. Our workshop makes new batches regularly: message us to be told when it is back.
        </p>
      ) : stock <= LOW_STOCK_MAX ? (
        <p role="status" className="inline-flex items-center gap-2 text-sm font-semibold text-accent">
          <AlertTriangle aria-hidden="true" className="size-4" />
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
        <AddToCartButton product={product} quantity={quantity} className="sm:flex-1" />
      </div>
    </div>
  );
}
