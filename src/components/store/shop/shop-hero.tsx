import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { StoreImage } from '@/components/store/store-image';

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
    <section
      className={cn(
        'relative isolate flex min-h-[17rem] items-end overflow-hidden bg-indigo text-white md:min-h-[24rem]',
        !bannerImageUrl && 'bg-[radial-gradient(circle_at_18%_20%,#2b3a63_0,transparent_55%),radial-gradient(circle_at_85%_90%,#3a2a4a_0,transparent_50%)]',
      )}
    >
      {bannerImageUrl ? (
        <StoreImage
          src={bannerImageUrl}
          alt=""
          preload
          sizes="100vw"
          widths="wide"
          className="object-cover"
        />
      ) : (
        <AdirePattern />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/35 to-black/5 md:bg-gradient-to-r md:from-black/70 md:via-black/30 md:to-transparent"
      />
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
            className="group inline-flex min-h-11 items-center gap-2 border-b border-white/70 text-sm font-semibold tracking-[0.18em] text-white uppercase transition-colors hover:border-white"
          >
            SHOP ALL
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
          </Link>
          {summary ? <p className="text-sm text-white/80">{summary}</p> : null}
        </div>
      </div>
    </section>
  );
}

/** A quiet adire-style resist pattern for the band when there is no banner picture. */
function AdirePattern() {
  return (
    <svg aria-hidden="true" className="absolute inset-0 size-full text-white/[0.07]" preserveAspectRatio="xMidYMid slice">
      <defs>
        <pattern id="shop-adire" width="56" height="56" patternUnits="userSpaceOnUse">
          <circle cx="14" cy="14" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="42" cy="42" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M0 42 L14 28 L28 42 M28 14 L42 0 L56 14" fill="none" stroke="currentColor" strokeWidth="2" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#shop-adire)" />
    </svg>
  );
}
