import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { SITE_DEFAULTS } from '@/lib/constants';
import './store.css';

// Fonts ship with the app (no network at build time). Inter and the headings' Playfair Display are
// our own cuts of @fontsource's variable Latin files (scripts/subset-fonts.sh); Playfair's licence
// reserves its name, so our cuts are called Adire Display. Each face is two files: the core every
// storefront page writes (ASCII, ©, ·, ×, dashes, quotes, ₦, arrows) and
// the rest of the Latin the shop may write (an accented letter in a name, €, ™), which the browser
// fetches only for a page that shows one of those characters; the headings' core is smaller still
// (below). The cores: 56 KB became 31.7 KB (docs/decisions/0046-our-own-cuts-of-inter-and-playfair-display.md).
// No face is preloaded: the stylesheet asks for the cores, so on a slow link the first screen's
// stylesheet and picture are not sharing it with 32 KB of fonts, and text shows in the fallback sized
// to match until they arrive (docs/decisions/0060-fonts-are-not-preloaded.md). next/font
// takes literal options only, so the two unicode-ranges are written out for each face;
// scripts/subset-fonts.sh cuts the files to the same.
// next/font names a family per call: globals.css lists both files' families in each face's stack.
const inter = localFont({
  src: './fonts/inter-latin-core-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter',
  declarations: [
    { prop: 'unicode-range', value: 'U+0020-007E, U+00A0, U+00A9, U+00B7, U+00D7, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+20A6, U+2190-2193, U+2212' },
  ],
});

const interExtended = localFont({
  src: './fonts/inter-latin-extended-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-inter-extended',
  declarations: [
    { prop: 'unicode-range', value: 'U+00A1-00A8, U+00AA-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2020-2021, U+2030, U+2039-203A, U+2044, U+20AC, U+2122' },
  ],
});

// The headings' core holds only what a heading writes (letters, digits, a title's punctuation, dashes,
// curly quotes, the ellipsis, ₦), at the weights the storefront sets them in (400, 500, 600): it is the
// largest file a phone waits for before the first screen is drawn. A heading that writes @, ×, © or
// an arrow fetches the extended file for it.
const playfair = localFont({
  src: './fonts/adire-display-latin-core-400-600.woff2',
  weight: '400 600',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-playfair',
  declarations: [
    { prop: 'unicode-range', value: 'U+0020-0022, U+0025-0029, U+002B-003B, U+003F, U+0041-005A, U+0061-007A, U+00A0, U+2013-2014, U+2018-2019, U+201C-201D, U+2026, U+20A6' },
  ],
});

const playfairExtended = localFont({
  src: './fonts/adire-display-latin-extended-400-600.woff2',
  weight: '400 600',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-playfair-extended',
  declarations: [
    { prop: 'unicode-range', value: 'U+0023-0024, U+002A, U+003C-003E, U+0040, U+005B-0060, U+007B-007E, U+00A1-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+201A, U+201E, U+2020-2022, U+2030, U+2039-203A, U+2044, U+20AC, U+2122, U+2190-2193, U+2212' },
  ],
});

// Only pull quotes on blog posts and the About page are set in italic, at 400: our cut of that
// weight (17 KB) is fetched when one is shown, not preloaded on every page.
const playfairItalic = localFont({
  src: './fonts/adire-display-italic-latin-400.woff2',
  weight: '400',
  style: 'italic',
  display: 'swap',
  preload: false,
  variable: '--font-playfair-italic',
});

export const metadata: Metadata = {
  title: { default: `${SITE_DEFAULTS.siteName} | Interior Design & Furniture`, template: `%s | ${SITE_DEFAULTS.siteName}` },
  description: SITE_DEFAULTS.siteDescription,
  applicationName: SITE_DEFAULTS.siteName,
  // In public/ rather than app/icon.svg: a kept page carries it in its head as a data: address
  // (scripts/lib/pictures-after-paint.ts), and the shop's schema.org logo defaults to it.
  icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' } },
};

export const viewport: Viewport = {
  themeColor: '#faf7f2',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-NG" className={`${inter.variable} ${interExtended.variable} ${playfair.variable} ${playfairExtended.variable} ${playfairItalic.variable}`}>
      <body>
        {children}
      </body>
    </html>
  );
}
