import Link from 'next/link';
import type { HeroMedia } from '@/server/content/hero-media-reads';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { HeroVideo } from './hero-video';
import { StoreImage } from '@/components/store/store-image';

export type HeroAction = { label: string; href: string };

type HeroProps = {
  media: HeroMedia;
  eyebrow: string;
  title: string;
  text: string;
  /** The first is the solid call to action, any others are outlined. */
  actions: HeroAction[];
  /** The first hero is the page's main heading and its image loads first; a later one uses h2. */
  headingLevel?: 'h1' | 'h2';
  /** Where the text sits: bottom left (the default) or centred. */
  align?: 'start' | 'center';
  className?: string;
} & Pick<React.ComponentProps<'section'>, 'id'> & { 'data-home-section'?: string };

/** A full-screen hero over a video or an image (hero_media_settings). */
export function Hero({
  media,
  eyebrow,
  title,
  text,
  actions,
  headingLevel = 'h1',
  align = 'start',
  className,
  ...rest
}: HeroProps) {
  const Heading = headingLevel;
  const first = headingLevel === 'h1';
  // The still shown first: the image itself, or a video's poster (the video fades in over it).
  const still = media.mediaType === 'image' ? media.mediaUrl : media.posterUrl;
  const centred = align === 'center';
  return (
    <section
      {...rest}
      className={cn(
        'relative isolate flex min-h-[30rem] overflow-hidden bg-indigo text-white',
        // The first hero fills the screen under the header; a later one the whole screen.
        first ? 'h-[calc(100svh-var(--header-height))]' : 'h-svh max-h-[60rem]',
        centred ? 'items-center justify-center text-center' : 'items-end',
        className,
      )}
    >
      {still ? (
        <StoreImage
          src={still}
          alt=""
          sizes="100vw"
          widths="wide"
          preload={first}
          className="object-cover"
        />
      ) : null}
      {media.mediaType === 'video' ? <HeroVideo src={media.mediaUrl} /> : null}
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-0',
          centred
            ? 'bg-black/45'
            : 'bg-gradient-to-t from-black/80 via-black/45 to-black/10 md:bg-gradient-to-r md:from-black/75 md:via-black/40 md:to-black/0',
        )}
      />
      <div className={cn('container-page relative', centred ? 'py-16' : 'pb-16 md:pb-24')}>
        <div className={cn('flex max-w-2xl flex-col gap-5', centred ? 'mx-auto items-center' : 'items-start')}>
          <p className="text-xs font-semibold tracking-[0.3em] text-white/85 uppercase">{eyebrow}</p>
          <Heading className="text-[2.6rem] leading-[1.05] font-medium text-white sm:text-6xl lg:text-7xl">{title}</Heading>
          <p className="max-w-lg text-base leading-relaxed text-white/90 md:text-lg">{text}</p>
          <div
            className={cn(
              'mt-2 flex flex-wrap gap-3',
              // Centred on a phone, the buttons stack at one width.
              centred && 'justify-center max-sm:w-full max-sm:max-w-xs max-sm:flex-col',
            )}
          >
            {actions.map((action, i) => (
              <Button
                key={action.href}
                asChild
                variant={i === 0 ? 'inverse' : 'ghost'}
                size="lg"
                className={i === 0 ? undefined : 'border border-white/60 text-white hover:bg-white/10'}
              >
                <Link href={action.href}>{action.label}</Link>
              </Button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
