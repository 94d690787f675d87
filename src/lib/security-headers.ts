// Headers sent with every response (docs/security.md, "Headers"). Two script policies, never both
// on one response:
//
// - Pages rendered per visitor (/admin, /account, /checkout, /auth) get a fresh nonce on every request
//   from src/proxy.ts: only scripts carrying it (Next.js puts it on its own inline and chunk scripts)
//   run, and 'strict-dynamic' lets those load the rest. No 'unsafe-inline': a script or event handler
//   slipped into one of these pages does not run.
// - The storefront keeps 'unsafe-inline' for scripts. Its pages are kept in memory by our HTTP server
//   and served to every visitor as the same bytes (scripts/lib/page-cache.ts,
//   docs/decisions/0006-storefront-page-cache.md). A nonce in a cached copy would be the same for
//   everyone who gets that copy, so it would be public and prove nothing, and it could only be fresh by
//   rendering every storefront page per request. Next.js' inline bootstrap scripts need 'unsafe-inline'
//   there instead; what the storefront shows from the database is sanitized on save and on render
//   (src/server/content/sanitize.ts), so no visitor can put a script in it.
//
// Development adds 'unsafe-eval' for React's fast refresh; production never has it.
const development = process.env.NODE_ENV === 'development';

/** The first segments of the pages rendered per visitor, which carry the nonce policy. */
export const PER_VISITOR_SECTIONS = ['admin', 'account', 'checkout', 'auth', 'pay'] as const;

function contentSecurityPolicy(scriptSources: string) {
  return [
    "default-src 'self'",
    `script-src ${scriptSources}${development ? " 'unsafe-eval'" : ''}`,
    // Styles stay 'unsafe-inline' on every page: React style attributes, next/font and the toasts
    // use inline styles, and a nonce here would switch 'unsafe-inline' off for them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The storefront's service worker, /sw.js (docs/decisions/0084-kept-pages-offline.md): named on its
    // own, since a worker would otherwise fall under script-src, whose 'strict-dynamic' ignores 'self'.
    "worker-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The storefront's policy (and every other path but the per-visitor sections and /media). */
export const storefrontContentSecurityPolicy = contentSecurityPolicy("'self' 'unsafe-inline'");

/**
 * The per-visitor pages' policy for one request. 'self' is for browsers older than CSP 3, which
 * ignore 'strict-dynamic'; browsers that know 'strict-dynamic' ignore 'self' and trust the nonce alone.
 */
export function perVisitorContentSecurityPolicy(nonce: string) {
  return contentSecurityPolicy(`'self' 'nonce-${nonce}' 'strict-dynamic'`);
}

/**
 * The script nonce of a per-visitor page's request (src/proxy.ts sets the policy on the request as
 * well as on the response), or undefined on the storefront, whose shared policy has none. Our own
 * inline scripts carry it, as Next.js' do, or they would not run on those pages.
 */
export function scriptNonceOf(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
}

/** 128 random bits, base64: the form Next.js reads back from the request's CSP header. */
export function newScriptNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Every header but the CSP, on every response. */
export const securityHeaders = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/**
 * The Sell screen's own: the camera for scanning barcode labels, from this origin only. A browser keeps
 * the policy the document was loaded with, so the back office loads a whole page whenever it crosses
 * into or out of this path (src/components/admin/shell/sell-camera-edge.tsx).
 */
export const SELL_SCREEN_PATH = '/admin/sell';
export const sellScreenPermissionsPolicy = 'camera=(self), microphone=(), geolocation=()';

/**
 * next.config's `source` for every path outside the per-visitor sections: there the proxy sets the
 * CSP, and a second CSP header from the config would be enforced too (browsers apply all of them).
 * Next matches it in any letter case; src/proxy.ts's matcher covers the same paths.
 */
export const storefrontPolicySource = `/:path((?!(?:${PER_VISITOR_SECTIONS.join('|')})(?:/|$)).*)`;

// Stored files under /media: nothing in them may run or load anything, even when one is
// opened on its own (a file is never HTML, but this holds if one ever slipped through).
export const mediaContentSecurityPolicy = "default-src 'none'; sandbox";
