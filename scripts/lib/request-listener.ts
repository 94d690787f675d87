import type http from 'node:http';
import { CLIENT_IP_HEADER, resolveClientIp } from '@/lib/client-ip';
import { redactDraftLinks } from '@/lib/log-redaction';
import { optimizerUrl } from '@/lib/image-urls';
import { enforceBodyLimit } from './body-limit';
import { finishPerVisitorPage } from './finish-per-visitor';
import type { createPageCache } from './page-cache';
import type { Metrics } from './metrics';

type ListenerOptions = {
  /** Next.js' request handler (or a stand-in in tests). */
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => unknown;
  pageCache: ReturnType<typeof createPageCache>;
  /** The build's precompressed static files (scripts/lib/static-assets.ts); none in development. */
  staticAssets?: (request: http.IncomingMessage, response: http.ServerResponse) => boolean;
  trustProxy: boolean;
  /** The shop's public URL is https: browsers are told to use nothing else. */
  hsts: boolean;
  /** Counts and times every request, and answers GET /api/metrics. */
  metrics?: Metrics;
};

export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * Request headers with which a client could change what Next.js renders, and which no browser sends:
 * the policy Next.js takes a script nonce from (src/proxy.ts sets a fresh one, after this, on the pages
 * rendered per visitor; a storefront page carrying a visitor's own would be kept and served to all),
 * and the Pages Router's middleware prefetch, which Next.js answers with `{}` (this shop has no Pages
 * Router). Without them a storefront page's answer depends on its URL, its encoding and the data saver's flag alone
 * (docs/security.md, "Headers and files").
 */
const STEERING_HEADERS = ['content-security-policy', 'content-security-policy-report-only', 'x-middleware-prefetch'];

/**
 * What our server does with each request before Next.js: the client's address from the
 * socket (docs/decisions/0003), the headers that would steer a render dropped, HSTS, the body cap,
 * then static files, the page cache or Next itself.
 */
export function createRequestListener({ handle, pageCache, staticAssets, trustProxy, hsts, metrics }: ListenerOptions): http.RequestListener {
  return (request, response) => {
    const forwardedFor = request.headers['x-forwarded-for'];
    request.headers[CLIENT_IP_HEADER] = resolveClientIp(
      request.socket.remoteAddress,
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      trustProxy,
    );
    if (!trustProxy) delete request.headers['x-forwarded-for'];
    for (const name of STEERING_HEADERS) delete request.headers[name];
    // Set at run time: next.config's headers are fixed when the app is built.
    if (hsts) response.setHeader('strict-transport-security', HSTS_VALUE);
    metrics?.observe(request, response);
    if (metrics?.serve(request, response)) return;
    if (enforceBodyLimit(request, response)) return;
    // A picture's short address is the image optimizer's (src/lib/image-urls.ts).
    const optimizer = request.method === 'GET' || request.method === 'HEAD' ? optimizerUrl((request.url ?? '').split('?')[0]!) : null;
    if (optimizer) request.url = optimizer;
    if (staticAssets?.(request, response)) return;
    if (pageCache.serve(request, response)) return;
    // Only Next.js answers 404: what is answered from memory above needs no listener for it.
    response.once('finish', () => logPageNotFound(request, response.statusCode));
    // Storefront pages rendered per visitor get their scripts and fonts after their first paint too.
    finishPerVisitorPage(request, response);
    void handle(request, response);
  };
}

/** The not-found page logs the path that was asked for (docs/product.md section 2), a draft link's token redacted (a mangled link is a 404). */
function logPageNotFound(request: http.IncomingMessage, status: number) {
  if (status !== 404 || request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return;
  const path = redactDraftLinks((request.url ?? '').split('?')[0] ?? '');
  console.warn(JSON.stringify({ level: 'warn', time: Date.now(), msg: 'page not found', path }));
}
