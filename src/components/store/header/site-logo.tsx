import { getImageProps } from 'next/image';
import { isOptimizableImage } from '../media';

// The header's compact state (data-compact on the header, a group named "header") shrinks the
// logo; the server draws it, so the header's client code needs no image component.
const LOGO_IMAGE_CLASS =
  'w-auto object-contain transition-[height] duration-300 h-10 md:h-12 group-data-[compact=true]/header:h-8 md:group-data-[compact=true]/header:h-10';
const SITE_NAME_CLASS =
  'font-display font-semibold whitespace-nowrap text-foreground transition-[font-size] duration-300 text-[1.35rem] md:text-[1.9rem] group-data-[compact=true]/header:text-xl md:group-data-[compact=true]/header:text-2xl';

/** The shop's logo, or its name when it has none. */
export function SiteLogo({ siteName, logoUrl }: { siteName: string; logoUrl: string | null }) {
  if (!logoUrl) return <span className={SITE_NAME_CLASS}>{siteName}</span>;
  const { props } = getImageProps({
    src: logoUrl,
    alt: '',
    width: 180,
    height: 56,
    loading: 'eager',
    unoptimized: !isOptimizableImage(logoUrl),
    className: LOGO_IMAGE_CLASS,
  });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's props, drawn without its client component
  return <img {...props} alt="" />;
}
