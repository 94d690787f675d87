'use client';
import { ShoppingBag } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { CartProduct } from '@/lib/cart/cart';
import { useCart } from '@/lib/cart/cart-store';

export function AddToCartButton({ product }: { product: CartProduct }) {
  const { addItem } = useCart();
  const soldOut = product.stockQuantity === 0;
  return (
    <Button
      size="lg"
      className="mt-2 w-full sm:w-auto"
      disabled={soldOut}
      onClick={() => {
        addItem(product);
        toast.success('Added to cart', { description: product.name });
      }}
    >
      <ShoppingBag aria-hidden="true" className="size-4" />
      {soldOut ? 'Sold out' : 'Add to Cart'}
    </Button>
  );
}
