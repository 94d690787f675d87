import Link from 'next/link';
import type { HeroSlide } from '@/server/content/hero-slide-reads';
import { buttonVariants } from '@/components/ui/button-variants';
import { StoreImage } from '@/components/store/store-image';

/** One hero slide's picture, words and Shop Now link, drawn on the server (it needs no script). */
export function SlidePanel({ slide }: { slide: HeroSlide }) {
  return (
    <div className="relative aspect-[4/5] sm:aspect-[16/10] lg:aspect-[21/9]">
      <StoreImage src={slide.imageUrl} alt="" sizes="(min-width: 80rem) 75rem, 100vw" widths="wide" className="object-cover" />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/25 to-transparent md:bg-gradient-to-r md:from-black/70 md:via-black/30"
      />
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-3 p-6 text-white md:top-0 md:max-w-xl md:justify-end md:gap-4 md:p-12">
        <p className="text-xs font-semibold tracking-[0.3em] text-white/85 uppercase">{slide.categoryName}</p>
        <h3 className="text-3xl leading-tight font-medium text-white md:text-5xl">{slide.title}</h3>
        {slide.description ? <p className="max-w-md text-sm leading-relaxed text-white/90 md:text-base">{slide.description}</p> : null}
        <Link
          href={`/shop?category=${encodeURIComponent(slide.category)}`}
          className={buttonVariants({ variant: 'inverse', className: 'mt-2' })}
        >
          Shop Now<span className="sr-only"> {slide.categoryName}</span>
        </Link>
      </div>
    </div>
  );
}
