import Link from 'next/link';
import { SofaIcon } from '@/components/ui/icons/sofa';
import { buttonVariants } from '@/components/ui/button-variants';

/** A category without products (or one that does not exist), or filters that leave none: say so and offer everything. */
export function ShopEmpty({ filtered }: { filtered: boolean }) {
  return (
    <section className="container-page flex flex-col items-center gap-4 py-16 text-center md:py-24">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-sand text-brass-text">
        <SofaIcon className="size-9" strokeWidth={1.3} />
      </span>
      <h2 className="text-2xl font-medium md:text-3xl">{filtered ? 'No pieces match these filters' : 'No products in this category yet'}</h2>
      <p className="max-w-md text-muted-foreground">
        {filtered
          ? 'Remove a filter above to see more pieces.'
          : 'New pieces arrive from our workshop every month. In the meantime, there is plenty more to discover.'}
      </p>
      <Link href="/shop" className={buttonVariants({ size: 'lg', className: 'mt-2' })}>
        SHOP ALL
      </Link>
    </section>
  );
}
