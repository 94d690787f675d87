import type { Result as LighthouseReport } from 'lighthouse';
import { loadsScriptsAfterPaint } from '../lib/scripts-after-paint';
import { runLighthouse, SLOW_3G, TWO_G } from './lighthouse';
import { budget } from './report';

// Every storefront page on the links many shoppers in Nigeria have (issue 64): its largest paint on
// Lighthouse's simulated slow 3G (the budget) and 2G (the next line to hold, reported), its first
// paint, and what the link carries before that paint can happen: the HTML, the stylesheets that block
// it and the fonts its text asks for (Lighthouse's critical request chains). See
// docs/decisions/0085-light-on-slow-links.md.

export const SLOW_NETWORK_LCP_BUDGET_MS = 3000;

/** The bytes on a page's critical path, by kind (transfer sizes: compressed, with headers). */
export type CriticalBytes = { total: number; html: number; css: number; fonts: number; other: number; requests: number };

export type SlowNetworkFigures = {
  page: string;
  slow3g: { lcpMs: number; fcpMs: number };
  twoG: { lcpMs: number; fcpMs: number };
  critical: CriticalBytes;
  /** What Lighthouse names as the largest paint (a selector and its text or picture), to see what a page waits for. */
  lcpElement: string;
};

/** Every storefront page a shopper may land on, signed out; `product` and `post` are paths found on /shop and /blog. */
export function slowNetworkPages(product: string, post: string) {
  return [
    '/', '/shop', '/shop?category=sofas', '/search?q=sofa', product, '/cart', '/checkout',
    '/blog', post, '/faq', '/about', '/contact', '/portfolio', '/quote', '/track', '/auth',
  ];
}

type ChainNode = { request: { url: string; transferSize: number }; children?: Record<string, ChainNode> };

/** Sums the critical request chains' requests (each once), by kind. */
export function criticalBytes(lhr: LighthouseReport): CriticalBytes {
  const details = lhr.audits['critical-request-chains']?.details as { chains?: Record<string, ChainNode> } | undefined;
  const sizes = new Map<string, number>();
  const walk = (nodes: Record<string, ChainNode> | undefined) => {
    for (const node of Object.values(nodes ?? {})) {
      sizes.set(node.request.url, node.request.transferSize);
      walk(node.children);
    }
  };
  walk(details?.chains);
  const figures: CriticalBytes = { total: 0, html: 0, css: 0, fonts: 0, other: 0, requests: sizes.size };
  for (const [url, size] of sizes) {
    const path = new URL(url).pathname;
    const kind = /\.css$/.test(path) ? 'css' : /\.woff2?$/.test(path) ? 'fonts' : url === lhr.finalDisplayedUrl || !path.startsWith('/_next/') ? 'html' : 'other';
    figures[kind] += size;
    figures.total += size;
  }
  return figures;
}

function lcpElementOf(lhr: LighthouseReport) {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} “${(node.nodeLabel ?? '').slice(0, 40)}”` : '';
}

/**
 * Asks for a page until the page cache has finished its kept copy (its scripts after the first paint),
 * as any visitor after the first gets it; a page that is not kept (/track, /checkout) is measured as rendered.
 */
async function warm(url: string) {
  const deadline = Date.now() + 3000;
  const headers = { 'accept-encoding': 'br, gzip' };
  while (!loadsScriptsAfterPaint(await (await fetch(url, { headers })).text()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The browser's cart (src/lib/cart/cart-store.ts) holding one of `product` (a /product/{id} path), as a shopper
 * arrives at /checkout: named and priced as its page says (JSON-LD), so checkout finds nothing changed.
 */
async function cartOf(baseUrl: string, product: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${baseUrl}${product}`)).text();
  const data = JSON.parse(/<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"Product".*?)<\/script>/.exec(html)![1]!) as {
    name: string;
    image?: string[];
    offers: { price: string };
  };
  const line = {
    id: product.split('/').pop(),
    name: data.name,
    imageUrl: data.image?.[0] ? new URL(data.image[0]).pathname : null,
    category: 'accessories',
    stockQuantity: 10,
    unitPriceKobo: Math.round(Number(data.offers.price) * 100),
    variant: null,
    quantity: 1,
  };
  return { cart: JSON.stringify([line]) };
}

/**
 * Each page on slow 3G (best of `runs3g`) and 2G (best of `runs2g`), simulated, 4x CPU; /checkout with one of
 * `product` in the cart (an empty cart is sent on to /cart).
 */
export async function measureSlowNetworks(baseUrl: string, pages: string[], { runs3g = 3, runs2g = 1, product }: { runs3g?: number; runs2g?: number; product: string }) {
  // (runs2g: 0 leaves 2G out, for a quick look while changing a page.)
  const urls = pages.map((page) => `${baseUrl}${page}`);
  for (const url of urls) await warm(url);
  const cart = await cartOf(baseUrl, product);
  const localStorage = (url: string) => (new URL(url).pathname === '/checkout' ? cart : undefined);
  const slow = await runLighthouse(urls, { throttling: SLOW_3G, runs: runs3g, localStorage });
  const twoG = runs2g > 0 ? await runLighthouse(urls, { throttling: TWO_G, runs: runs2g, localStorage }) : new Map<string, never>();
  return pages.map((page, i): SlowNetworkFigures => {
    const s = slow.get(urls[i]!)!;
    const t = twoG.get(urls[i]!) ?? { lcpMs: Number.NaN, fcpMs: Number.NaN };
    return {
      page,
      slow3g: { lcpMs: s.lcpMs, fcpMs: s.fcpMs },
      twoG: { lcpMs: t.lcpMs, fcpMs: t.fcpMs },
      critical: criticalBytes(s.lhr),
      lcpElement: lcpElementOf(s.lhr),
    };
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One budget row per page: LCP on slow 3G against the budget, with 2G, first paint and the critical path's bytes beside it. */
export function reportSlowNetworks(figures: SlowNetworkFigures[], label: (page: string) => string = (page) => page, budgetMs = SLOW_NETWORK_LCP_BUDGET_MS) {
  for (const { page, slow3g, twoG, critical } of figures) {
    budget(
      `LCP ${label(page)}, slow 3G · 2G`,
      `${seconds(slow3g.lcpMs)} · ${seconds(twoG.lcpMs)} (FCP ${seconds(slow3g.fcpMs)} · ${seconds(twoG.fcpMs)}); ` +
        `${kb(critical.total)} KB before first paint (HTML ${kb(critical.html)}, CSS ${kb(critical.css)}, fonts ${kb(critical.fonts)})`,
      `3G <= ${budgetMs / 1000} s`,
      slow3g.lcpMs <= budgetMs,
    );
  }
}
