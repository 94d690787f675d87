import { NextResponse, type NextRequest } from 'next/server';
import { newScriptNonce, perVisitorContentSecurityPolicy } from '@/lib/security-headers';

/**
 * A fresh script nonce for every request to the pages rendered per visitor (docs/security.md,
 * "Headers"). Next.js reads the nonce from the request's Content-Security-Policy header and puts it
 * on the scripts it renders; the browser gets the same policy, so scripts without it do not run.
 * The storefront's policy comes from next.config.ts, which leaves these paths to this proxy.
 */
export function proxy(request: NextRequest) {
  const policy = perVisitorContentSecurityPolicy(newScriptNonce());
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

// The sections of PER_VISITOR_SECTIONS in src/lib/security-headers.ts (Next reads this literal
// statically). next.config matches its `source` in any letter case, so its storefront rule also
// leaves /Admin or /AUTH (404s) to this proxy: the letter classes make the proxy run on exactly
// those paths too, so no response is left without a CSP. Where both could apply (Next's .rsc and
// /_next/data forms of these paths) the proxy's header replaces the config's: one header is sent.
export const config = {
  matcher: ['/:section([aA][dD][mM][iI][nN]|[aA][cC][cC][oO][uU][nN][tT]|[cC][hH][eE][cC][kK][oO][uU][tT]|[aA][uU][tT][hH]|[pP][aA][yY])/:path*'],
};
