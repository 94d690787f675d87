import type { NextConfig } from 'next';
import {
  mediaContentSecurityPolicy,
  securityHeaders,
  storefrontContentSecurityPolicy,
  storefrontPolicySource,
  SELL_SCREEN_PATH,
  sellScreenPermissionsPolicy,
} from './src/lib/security-headers';
import { MAX_IMPORT_BYTES } from './src/lib/catalog-csv/import-report';

/** With S3_PUBLIC_URL, uploads are fetched from the bucket (or its CDN): the image optimizer must accept that host. */
function bucketPattern(publicUrl: string | undefined) {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return [{ protocol, hostname: url.hostname, port: url.port, pathname: `${url.pathname.replace(/\/+$/, '')}/**` }];
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Types are checked by `npm test` (tsc --noEmit, before the build the end-to-end run makes); a
  // build, including the one `npm start` makes on a shop's machine, need not check them again.
  typescript: { ignoreBuildErrors: true },
  // The proxy (src/proxy.ts) runs on /admin, and Next hands a route only the first
  // proxyClientMaxBodySize bytes of a body the proxy saw (10 MB by default): a catalogue file of up
  // to 20 MB must reach /admin/products/import whole. Every other path's body is capped lower before
  // Next reads it (scripts/lib/body-limit.ts, docs/security.md "Floods").
  experimental: { proxyClientMaxBodySize: MAX_IMPORT_BYTES },
  // Native and WASM packages must be loaded from node_modules at run time, not bundled; so must
  // pdfkit (receipts), which reads its own data files from beside its code, and exceljs (the accountant's
  // workbook), a large CommonJS package with its own zip and stream dependencies.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'nodemailer', 'pdfkit', 'exceljs'],
  images: {
    // Seeded and uploaded images are served by our own /media route.
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/images/**' }],
    remotePatterns: bucketPattern(process.env.S3_PUBLIC_URL),
    formats: ['image/avif', 'image/webp'],
    // The widths our layouts use, from a thumbnail to a full-width hero on a wide screen. Every
    // width listed goes into each image's srcset, so the defaults' 16 widths (up to 3840) made every
    // product tile's markup three times longer than it needs to be (docs/benchmarks.md).
    deviceSizes: [640, 828, 1080, 1600, 2048],
    imageSizes: [64, 128, 256, 384],
    // 75 for every picture, 50 for one behind a dark shade (src/lib/image-urls.ts).
    qualities: [50, 75],
  },
  // The privacy page lives at the footer's /page/privacy-policy; /page/privacy is the short name
  // the sign-up form and mails may use.
  async redirects() {
    return [{ source: '/page/privacy', destination: '/page/privacy-policy', permanent: true }];
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The CSP everywhere but /admin, /account, /checkout and /auth, whose per-request nonce
      // policy comes from src/proxy.ts alone (see src/lib/security-headers.ts).
      { source: storefrontPolicySource, headers: [{ key: 'Content-Security-Policy', value: storefrontContentSecurityPolicy }] },
      // The pages that mailed links open carry their token in the address: no Referer may repeat it
      // (docs/security.md, "Password reset, email verification and email change").
      { source: '/auth/:page+', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      // A draft order's link carries its token the same way (docs/security.md, "Draft order links").
      { source: '/pay/:token', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      // Later rules win for the same header: stored files get the strict sandbox policy.
      { source: '/media/:path*', headers: [{ key: 'Content-Security-Policy', value: mediaContentSecurityPolicy }] },
      // So do proofs of transfer (src/app/api/payments/proofs/[paymentId]/route.ts).
      { source: '/api/payments/proofs/:path*', headers: [{ key: 'Content-Security-Policy', value: mediaContentSecurityPolicy }] },
      // The Sell screen reads barcode labels with the device's camera; everywhere else it stays off.
      { source: SELL_SCREEN_PATH, headers: [{ key: 'Permissions-Policy', value: sellScreenPermissionsPolicy }] },
    ];
  },
};

export default nextConfig;
