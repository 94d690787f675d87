'use client';
import Link from 'next/link';
import { MinusIcon } from '@/components/ui/icons/minus';
import { PlusIcon } from '@/components/ui/icons/plus';
import { TrashIcon } from '@/components/ui/icons/trash';
import { StoreButton } from '@/components/store/store-button';
import { cartLineKey, type CartLine } from '@/lib/cart/cart';
import { clsx } from 'clsx';
import { formatNaira } from '@/lib/money';
import type { CartLineCheck } from '@/server/catalog/actions/store/check-cart';
import { Swatch } from '@/components/store/swatch';
import { swatchColour } from '@/lib/catalog/swatch-colour';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@/components/store/media';
import { categoryLabel } from '@/lib/category-label';
import { measureSize, measureText } from '@/lib/catalog/measure-text';
import { StoreImage } from '@/components/store/store-image';
import { swatchText } from '@/lib/catalog/swatch-text';

/** How buttons name a line: two variants of one sofa are told apart by their options' values, a swatch by what it is. */
export const lineLabel = (line: CartLine) =>
  `${line.variant ? `${line.name} in ${line.variant}` : line.name}${line.measure ? `, ${measureSize(line.measure)}` : ''}${line.swatch ? `, ${swatchText(line.swatch)}` : ''}`;

export type LineActions = {
  /** `key` is cartLineKey(line). */
  onRemove: (key: string) => void;
  onQuantity: (key: string, quantity: number) => void;
  onUpdatePrice: (key: string, unitPriceKobo: number) => void;
};

/** One line of the cart: plus stops at its stock (its variant's). */
export function CartLineRow({
  line,
  check,
  lowered,
  onRemove,
  onQuantity,
  onUpdatePrice,
}: {
  line: CartLine;
  check: CartLineCheck | null;
  lowered: boolean;
} & LineActions) {
  const key = cartLineKey(line);
  const label = lineLabel(line);
  const src = line.imageUrl || PRODUCT_PLACEHOLDER_IMAGE;
  const unavailable = check !== null && !check.available;
  const soldOut = check?.available === true && check.stockQuantity === 0;
  const atStock = line.quantity >= line.stockQuantity;

  return (
    <li className="flex gap-4 py-5 sm:gap-6">
      {/* The picture repeats the name link beside it: one link per line for keyboards and screen readers. */}
      <Link
        href={`/product/${line.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className={clsx('relative aspect-[4/5] w-24 shrink-0 self-start overflow-hidden rounded-lg bg-sand sm:w-28', unavailable && 'opacity-50')}
      >
        <StoreImage src={src} alt="" sizes="112px" widths="thumb" className="object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-[0.7rem] font-semibold tracking-[0.18em] text-muted-foreground uppercase">{categoryLabel(line.category)}</p>
        <Link href={`/product/${line.id}`} className="font-display text-lg leading-snug hover:underline">
          {line.name}
        </Link>
        {line.variant ? (
          <p className="flex items-center gap-2 text-sm">
            {/* A colour the shop knows (a piece offered in colours alone) shows its swatch. */}
            {swatchColour(line.variant) ? <Swatch look={{ colour: swatchColour(line.variant) }} className="size-3.5" /> : null}
            {line.variant}
          </p>
        ) : null}
        {line.measure ? <p className="text-sm">{measureText(line.measure)}</p> : null}
        {line.swatch ? <p className="text-sm">{swatchText(line.swatch)}</p> : <p className="text-sm text-muted-foreground tabular-nums">{formatNaira(line.unitPriceKobo)} each</p>}
        <LineNotice line={line} check={check} lowered={lowered} onRemove={onRemove} onUpdatePrice={onUpdatePrice} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          {/* A swatch is one to a line (docs/decisions/0059-fabric-samples.md): no quantity to choose. */}
          {line.swatch ? <p className="text-sm text-muted-foreground">One swatch</p> : <div className="flex items-center rounded-md border border-input" role="group" aria-label={`Quantity of ${label}`}>
            <StoreButton variant="ghost" size="icon" aria-label={`Decrease quantity of ${label}`} onClick={() => onQuantity(key, line.quantity - 1)}>
              <MinusIcon className="size-4" />
            </StoreButton>
            <span aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
              {line.quantity}
            </span>
            <StoreButton
              variant="ghost"
              size="icon"
              aria-label={`Increase quantity of ${label}`}
              disabled={atStock || unavailable || soldOut}
              onClick={() => onQuantity(key, line.quantity + 1)}
            >
              <PlusIcon className="size-4" />
            </StoreButton>
          </div>}
          <p className="font-semibold tabular-nums">{line.unitPriceKobo === 0 ? 'Free' : formatNaira(line.unitPriceKobo * line.quantity)}</p>
        </div>
      </div>
      <StoreButton
        variant={null}
        size="icon"
        className="-mr-2 self-start bg-transparent text-muted-foreground hover:bg-foreground/6 hover:text-destructive"
        aria-label={`Remove ${label}`}
        onClick={() => onRemove(key)}
      >
        <TrashIcon className="size-[1.1rem]" />
      </StoreButton>
    </li>
  );
}

/** What changed for this line since it was added, and the one thing to do about it. */
function LineNotice({
  line,
  check,
  lowered,
  onRemove,
  onUpdatePrice,
}: {
  line: CartLine;
  check: CartLineCheck | null;
  lowered: boolean;
} & Pick<LineActions, 'onRemove' | 'onUpdatePrice'>) {
  if (!check) return null;
  const box = 'mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-sand px-3 py-2 text-sm';
  const action = 'min-h-9 font-semibold text-accent underline underline-offset-4 hover:text-accent-hover';
  const removeIt = (
    <button type="button" className={action} onClick={() => onRemove(cartLineKey(line))}>
      remove it
    </button>
  );
  if (!check.available) {
    return (
      <p role="status" className={box}>
        <span>No longer available —</span>
        {removeIt}
      </p>
    );
  }
  if (check.stockQuantity === 0) {
    return (
      <p role="status" className={box}>
        <span>Sold out —</span>
        {removeIt}
      </p>
    );
  }
  // Brought down to the stock: said while the line is still at the stock.
  const showLowered = lowered && line.quantity === check.stockQuantity;
  return (
    <>
      {check.priceChanged ? (
        <p role="status" className={box}>
          <span>Price changed to {formatNaira(check.unitPriceKobo)}</span>
          <button type="button" className={action} onClick={() => onUpdatePrice(cartLineKey(line), check.unitPriceKobo)}>
            Update price
          </button>
        </p>
      ) : null}
      {showLowered ? (
        <p role="status" className={box}>
          Only {check.stockQuantity} left in stock: we updated your quantity.
        </p>
      ) : null}
    </>
  );
}
