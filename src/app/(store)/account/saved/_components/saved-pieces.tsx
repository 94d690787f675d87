import Link from 'next/link';
import { Heart } from 'lucide-react';
import { AddToCartButton } from '@/components/store/add-to-cart-button';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@/components/store/media';
import { Price } from '@/components/store/price';
import { StoreImage } from '@/components/store/store-image';
import { buttonVariants } from '@/components/ui/button-variants';
import { LOW_STOCK_MAX } from '@/lib/catalog/low-stock';
import type { SavedPiece } from '@/server/saved/saved-pieces';
import { RemoveSavedButton } from './remove-saved-button';

/** "In stock", "Only 2 left" (as the product page warns) or "Sold out". */
function stockWords(stock: number) {
  if (stock <= 0) return { text: 'Sold out', className: 'text-muted-foreground' };
  if (stock <= LOW_STOCK_MAX) return { text: `Only ${stock} left`, className: 'text-accent' };
  return { text: 'In stock', className: 'text-success' };
}

/** My Account → Saved (docs/product.md, "Saved pieces"): each piece with its price and stock now. */
export function SavedPieces({ pieces }: { pieces: SavedPiece[] }) {
  return (
    <section aria-labelledby="saved-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="saved-heading" className="text-2xl font-medium">
          Saved pieces
        </h2>
        {pieces.length > 0 ? <p className="text-sm text-muted-foreground">{pieces.length === 1 ? '1 piece' : `${pieces.length} pieces`}</p> : null}
      </div>
      {pieces.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-sand text-brass-text">
            <Heart aria-hidden="true" className="size-8" strokeWidth={1.4} />
          </span>
          <h3 className="text-xl font-medium">Nothing saved yet</h3>
          <p className="max-w-sm text-sm text-muted-foreground">Tap the heart on any piece to keep it here, with its price and whether it is in stock.</p>
          <Link href="/shop" className={buttonVariants({ size: 'lg', className: 'mt-2' })}>
            Browse the shop
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {pieces.map((piece) => {
            const stock = stockWords(piece.stockQuantity);
            const href = `/product/${piece.id}`;
            return (
              <li key={piece.id} className="flex gap-4 rounded-xl border border-border bg-card p-3 shadow-soft sm:p-4">
                <div className="relative aspect-[4/5] w-24 shrink-0 overflow-hidden rounded-lg bg-sand sm:w-32">
                  <StoreImage src={piece.imageUrl || PRODUCT_PLACEHOLDER_IMAGE} alt={piece.imageUrl ? piece.name : ''} sizes="128px" widths="thumb" className="object-cover" />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <h3 className="text-lg leading-snug font-medium">
                    <Link href={href} className="underline-offset-4 hover:underline">
                      {piece.name}
                    </Link>
                  </h3>
                  <Price priceKobo={piece.priceKobo} discountPriceKobo={piece.discountPriceKobo} />
                  <p className={`text-sm font-semibold ${stock.className}`}>{stock.text}</p>
                  <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
                    {piece.stockQuantity <= 0 ? null : piece.hasOptions ? (
                      <Link href={href} className={buttonVariants()}>
                        Choose options<span className="sr-only"> of {piece.name}</span>
                      </Link>
                    ) : (
                      <AddToCartButton
                        product={{
                          id: piece.id,
                          name: piece.name,
                          imageUrl: piece.imageUrl,
                          category: piece.category,
                          stockQuantity: piece.stockQuantity,
                          unitPriceKobo: piece.discountPriceKobo ?? piece.priceKobo,
                        }}
                        variant={null}
                        className="h-11 sm:w-auto"
                      />
                    )}
                    <RemoveSavedButton productId={piece.id} name={piece.name} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
