import { StockAlert } from '@/components/store/saved/save-heart';

/**
 * What a sold-out piece's page says (docs/product.md, "Back in stock"). A piece kept in stock offers
 * "Tell me when it's back"; a made-to-order piece is made in batches, so the workshop is asked instead.
 */
export function SoldOutNotice({ productId, name, madeToOrder }: { productId: string; name: string; madeToOrder: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {madeToOrder
          ? 'This piece is sold out for now. Our workshop makes new batches regularly: message us to be told when it is back.'
          : 'This piece is sold out for now. Our workshop makes new batches regularly.'}
      </p>
      {madeToOrder ? null : <StockAlert productId={productId} name={name} />}
    </div>
  );
}
