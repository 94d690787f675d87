import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { SITE_DEFAULTS } from '@/lib/constants';
import './globals.css';

// Fonts ship with the app (no network at build time). Inter and the headings' Playfair Display are
// our own cuts of @fontsource's variable Latin files (scripts/subset-fonts.sh): 65 KB of preloaded
// fonts become 56 KB. Playfair's licence reserves its name, so our cuts are called Adire Display.
const inter = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
});

const playfair = localFont({
  src: './fonts/adire-display-latin-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-playfair',
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
};

export const viewport: Viewport = {
  themeColor: '#faf7f2',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-NG" className={`${inter.variable} ${playfair.variable} ${playfairItalic.variable}`}>
      <body>
        {children}
      </body>
    </html>
  );
}
