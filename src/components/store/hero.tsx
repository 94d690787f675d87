import Image from 'next/image';
import Link from 'next/link';
import type { HeroMedia } from '@/server/content/hero-media';
import { Button } from '@/components/ui/button';
import { HeroVideo } from './hero-video';
import { isOptimizableImage } from './media';

type HeroProps = {
  media: HeroMedia;
  eyebrow: string;
  title: string;
  text: string;
  /** The first hero is the page's main heading; a second one on the page uses h2. */
  headingLevel?: 'h1' | 'h2';
};

/** A full-screen hero over a video or an image (hero_media_settings). */
export function Hero({ media, eyebrow, title, text, headingLevel = 'h1' }: HeroProps) {
  const Heading = headingLevel;
  return (
    <section className="relative isolate flex h-[calc(100svh-var(--header-height))] min-h-[30rem] items-end overflow-hidden bg-indigo text-white">
      {media.mediaType === 'video' ? (
        <HeroVideo src={media.mediaUrl} poster={media.posterUrl} />
      ) : (
        <Image
          src={media.mediaUrl}
          alt=""
          fill
          preload={headingLevel === 'h1'}
          sizes="100vw"
          unoptimized={!isOptimizableImage(media.mediaUrl)}
          className="object-cover"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/45 to-black/10 md:bg-gradient-to-r md:from-black/75 md:via-black/40 md:to-black/0"
      />
      <div className="container-page relative pb-16 md:pb-24">
        <div className="flex max-w-2xl flex-col items-start gap-5">
          <p className="text-xs font-semibold tracking-[0.3em] text-white/85 uppercase">{eyebrow}</p>
          <Heading className="text-[2.6rem] leading-[1.05] font-medium text-white sm:text-6xl lg:text-7xl">{title}</Heading>
          <p className="max-w-lg text-base leading-relaxed text-white/90 md:text-lg">{text}</p>
          <div className="mt-2 flex flex-wrap gap-3">
            <Button asChild variant="inverse" size="lg">
              <Link href="/shop">Shop Now</Link>
            </Button>
            <Button asChild variant="ghost" size="lg" className="border border-white/60 text-white hover:bg-white/10">
              <Link href="/contact">Book a consultation</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
