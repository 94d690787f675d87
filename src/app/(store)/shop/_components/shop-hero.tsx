import Link from 'next/link';
import { StoreImage } from '@/components/store/store-image';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';

/** The shop's title band: the category's banner behind its name (or 'All Products'), and SHOP ALL. */
export function ShopHero({
  title,
  text,
  bannerImageUrl,
  summary,
}: {
  title: string;
  text: string;
  bannerImageUrl: string | null;
  /** "45 pieces", or nothing while there is no list. */
  summary: string | null;
}) {
  return (
    // Without a banner, .shop-hero-glow draws a quiet adire-style resist pattern on two glows.
    <section className={bannerImageUrl ? 'shop-hero' : 'shop-hero shop-hero-glow'}>
      {bannerImageUrl ? (
        <StoreImage
          src={bannerImageUrl}
          alt=""
          preload
          sizes="100vw"
          widths="wide"
          className="object-cover"
          shaded
        />
      ) : null}
      <div aria-hidden="true" className="shop-hero-shade" />
      <div className="container-page relative flex flex-col gap-4 pt-16 pb-9 md:pb-14">
        <nav aria-label="Breadcrumb">
          <ol className="flex items-center gap-2 text-xs font-semibold tracking-[0.22em] text-white/80 uppercase">
            <li>
              <Link href="/" className="rounded-sm hover:text-white">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>Shop</li>
          </ol>
        </nav>
        <h1 className="text-[2.5rem] leading-[1.05] font-medium text-white sm:text-6xl">{title}</h1>
        <p className="max-w-xl text-[0.95rem] leading-relaxed text-white/90 md:text-lg">{text}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link
            href="/shop"
            className="group cta-link"
          >
            SHOP ALL
            <ArrowRightIcon className="cta-arrow" />
          </Link>
          {summary ? <p className="text-sm text-white/80">{summary}</p> : null}
        </div>
      </div>
    </section>
  );
}
