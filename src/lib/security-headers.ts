// Headers sent with every response (DESIGN.md section 5). The CSP allows only our own
// scripts; 'unsafe-inline' for scripts is needed by Next.js' inline bootstrap on cached
// pages, where per-request nonces would make every page dynamic.
// Development adds 'unsafe-eval' for React's fast refresh; production never has it.
const scriptSources = process.env.NODE_ENV === 'development' ? "'self' 'unsafe-inline' 'unsafe-eval'" : "'self' 'unsafe-inline'";

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src ${scriptSources}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

// Stored files under /media: nothing in them may run or load anything, even when one is
// opened on its own (a file is never HTML, but this holds if one ever slipped through).
export const mediaContentSecurityPolicy = "default-src 'none'; sandbox";
