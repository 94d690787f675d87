import Link from 'next/link';
import { SofaIcon } from '@/components/ui/icons/sofa';
import { buttonVariants } from '@/components/ui/button-variants';

/**
 * A category without products (or one that does not exist), filters that leave none, or a search that
 * finds none (in the search dialog's words): say so and offer everything.
 */
export function ShopEmpty({ filtered, query }: { filtered: boolean; query: string | null }) {
  const [heading, text] = filtered
    ? ['No pieces match these filters', 'Remove a filter above to see more pieces.']
    : query
      ? [`No products found matching "${query}"`, 'Try other words, or look through everything we make.']
      : ['No products in this category yet', 'New pieces arrive from our workshop every month. In the meantime, there is plenty more to discover.'];
  return (
    <section className="container-page flex flex-col items-center gap-4 py-16 text-center md:py-24">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-sand text-brass-text">
        <SofaIcon className="size-9" strokeWidth={1.3} />
      </span>
      <h2 className="text-2xl font-medium md:text-3xl">{heading}</h2>
      <p className="max-w-md text-muted-foreground">{text}</p>
      <Link href="/shop" className={buttonVariants({ size: 'lg', className: 'mt-2' })}>
        SHOP ALL
      </Link>
    </section>
  );
}
