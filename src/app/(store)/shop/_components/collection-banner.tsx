import Link from 'next/link';
import { StoreImage } from '@/components/store/store-image';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';

/**
 * A static editorial banner for the signature collection. Its two arrows only echo the
 * home carousel's look: they are decorative, hidden from assistive technology and inert.
 */
export function CollectionBanner({ imageUrl }: { imageUrl: string | null }) {
  return (
    <section aria-labelledby="collection-banner-heading" className="container-page pt-16 md:pt-24">
      <div className="banner">
        {/* On a phone the picture sits above the text; from tablets on, the text lies over it. */}
        <div className="relative h-60 sm:h-72 md:absolute md:inset-0 md:h-auto">
          {imageUrl ? (
            <StoreImage
              src={imageUrl}
              alt=""
              sizes="(min-width: 1280px) 1200px, 100vw"
              widths="wide"
              className="object-cover"
            />
          ) : null}
          <div aria-hidden="true" className="banner-shade" />
        </div>
        <div className="relative flex max-w-lg flex-col items-start gap-4 p-6 pt-2 sm:p-10 sm:pt-4 md:p-14">
          <p className="text-xs font-semibold tracking-[0.3em] text-indigo-muted uppercase">The Adire Collection</p>
          <h2 id="collection-banner-heading" className="text-3xl leading-tight font-medium text-white md:text-5xl">
            Hand-dyed indigo for modern Nigerian homes
          </h2>
          <p className="leading-relaxed text-white/85">
            Curtains, cushions and upholstery in resist-dyed adire cotton. Every length is dyed by hand, so no two
            rooms look quite alike.
          </p>
          <Link
            href="/shop?category=curtains"
            className="group cta-link mt-2"
          >
            Discover the collection
            <ArrowRightIcon className="cta-arrow" />
          </Link>
        </div>
        <div aria-hidden="true" className="absolute top-5 right-5 flex gap-2 md:top-auto md:right-8 md:bottom-8">
          <span className="banner-arrow">
            <ArrowLeftIcon className="size-5" strokeWidth={1.5} />
          </span>
          <span className="banner-arrow">
            <ArrowRightIcon className="size-5" strokeWidth={1.5} />
          </span>
        </div>
      </div>
    </section>
  );
}
