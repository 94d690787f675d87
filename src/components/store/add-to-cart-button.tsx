'use client';
import { ShoppingBagIcon } from '@/components/ui/icons/shopping-bag';
import { toast } from '@/components/store/toast';
import { cartLineKey, type CartProduct } from '@/lib/cart/cart';
import { useCart } from '@/lib/cart/cart-store';

// The primary large button's look (ui/button-variants.ts), written out: StoreButton would bring the
// whole table of button variants into the product page's first load, which is at its 150 KB budget.
const ADD_TO_CART_CLASSES = 'btn text-sm w-full h-12 rounded-md bg-primary px-8 text-[0.95rem] tracking-wide text-primary-foreground hover:bg-primary/88';

/**
 * Adds `quantity` of the product's `variant` (its label, "3-seater / Velvet"; null for a product
 * without options) to the cart and says so ('Added to cart'). The cart never holds more than the
 * variant's stock (`product.stockQuantity` is that variant's, docs/decisions/0053-variants-are-the-unit-of-sale.md):
 * a quantity beyond what is left is reduced, and a variant whose whole stock is already in the cart
 * is not added again.
 */
export function AddToCartButton({
  product,
  variant,
  quantity = 1,
  className,
}: {
  product: Omit<CartProduct, 'variant'>;
  /** The variant's name ("3-seater / Velvet", variantLabel); null for a product without options. */
  variant: string | null;
  quantity?: number;
  className?: string;
}) {
  const { items, addItem } = useCart();
  const soldOut = product.stockQuantity <= 0;

  function add() {
    const line = { ...product, variant };
    const key = cartLineKey(line);
    const inCart = items.find((line) => cartLineKey(line) === key)?.quantity ?? 0;
    const added = Math.min(quantity, product.stockQuantity - inCart);
    if (added <= 0) {
      toast.info('Already in your cart', {
        description: `All ${product.stockQuantity} of ${product.name} are in your cart.`,
      });
      return;
    }
    addItem(line, added);
    toast.success('Added to cart', { description: `${added} ${product.name} added to your cart.` });
  }

  return (
    <button type="button" className={className ? `${ADD_TO_CART_CLASSES} ${className}` : ADD_TO_CART_CLASSES} disabled={soldOut} onClick={add} data-replay>
      <ShoppingBagIcon className="size-4" />
      Add to Cart
    </button>
  );
}
