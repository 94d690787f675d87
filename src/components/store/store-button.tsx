import type { VariantProps } from 'class-variance-authority';
import { buttonVariants } from '@/components/ui/button-variants';

type StoreButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/**
 * ui/button's look for the storefront's client components, without tailwind-merge and Radix
 * Slot (about 9 KB of gzipped script on every storefront page). Extra classes are appended,
 * not merged: pass only classes the variants do not set (a round button is `shape="round"`);
 * a link that looks like a button takes `buttonVariants(...)` as its className.
 */
export function StoreButton({ className, variant, size, shape, type = 'button', ...props }: StoreButtonProps) {
  return <button data-slot="button" type={type} className={buttonVariants({ variant, size, shape, className })} {...props} />;
}
