import { describe, expect, it } from 'vitest';
import { KEPT_QUERY_MAX, keptPageUrl } from '../../scripts/lib/kept-page-url';

// The URL a kept page is rendered and kept under (scripts/lib/kept-page-url.ts): each cacheable page's
// own parameters, in one spelling, and nothing else.

const PRODUCT_ID = '6f1c2a8e-4b1d-4c1e-9a57-0d2b7c3e9f10';
const PRODUCT = `/product/${PRODUCT_ID}`;
const SWATCH_OF = `${PRODUCT_ID}:Fabric:Indigo adire`;

describe('the canonical URL of a kept page', () => {
  it('leaves out ad tags and every parameter a page does not read', () => {
    const tags = '?fbclid=IwAR3x&gclid=Cj0K&utm_source=instagram&utm_medium=paid&_ga=2.1&mc_cid=9';
    for (const path of ['/', '/about', '/faq', '/contact', '/portfolio', '/blog', '/blog/a-post', '/page/privacy-policy', PRODUCT, '/search', '/shop', '/cart']) {
      expect(keptPageUrl(path, tags), path).toBe(path);
    }
    // The variant a shopper picked is read in the browser, from the address bar.
    expect(keptPageUrl(PRODUCT, '?variant=0a1b&fbclid=1')).toBe(PRODUCT);
  });

  it("gives a product page its id's one spelling: lower case, no %-escapes; anything else as it came", () => {
    expect(keptPageUrl(`/product/${PRODUCT_ID.toUpperCase()}`, '?fbclid=1')).toBe(PRODUCT);
    expect(keptPageUrl(`/product/%36${PRODUCT_ID.slice(1)}`, '?reviews=helpful')).toBe(`${PRODUCT}?reviews=helpful`);
    // Not an id: the page answers a 404, never kept, so its spelling does not matter.
    expect(keptPageUrl('/product/Not-An-Id', '')).toBe('/product/Not-An-Id');
    expect(keptPageUrl('/product/%E0%A4%A', '')).toBe('/product/%E0%A4%A');
  });

  it("keeps a product page's review view, defaults left out", () => {
    expect(keptPageUrl(PRODUCT, '?shown=10&fbclid=1&reviews=helpful')).toBe(`${PRODUCT}?reviews=helpful&shown=10`);
    expect(keptPageUrl(PRODUCT, '?reviews=newest&shown=5')).toBe(PRODUCT);
    // What the page would read as its default is its default: one copy, not one per spelling.
    expect(keptPageUrl(PRODUCT, '?reviews=HELPFUL&shown=999')).toBe(PRODUCT);
    expect(keptPageUrl(PRODUCT, '?shown=10.0')).toBe(`${PRODUCT}?shown=10`);
  });

  it('keeps one spelling of a search: case, spacing and control characters aside, at most 100 characters', () => {
    expect(keptPageUrl('/search', '?q=%20Velvet%20%20SOFA%00&utm_source=x')).toBe('/search?q=velvet+sofa');
    expect(keptPageUrl('/search', '?q=sofa&q=bed')).toBe('/search?q=sofa');
    expect(keptPageUrl('/search', '?q=%20%20')).toBe('/search');
    expect(keptPageUrl('/search', `?q=${'a'.repeat(5000)}`)).toBe(`/search?q=${'a'.repeat(100)}`);
  });

  it("leaves /shop's query to the page, which sends every other spelling of a list to its one URL, less its ad tags", () => {
    expect(keptPageUrl('/shop', '?category=sofas&fabric=velvet&fbclid=1&utm_campaign=x&min=&_gl=1*abc&sort=price-low')).toBe(
      '/shop?category=sofas&fabric=velvet&min=&sort=price-low',
    );
    expect(keptPageUrl('/shop', '?seat-depth=deep&Category=beds&gclid=Cj0K')).toBe('/shop?seat-depth=deep&Category=beds');
  });

  it('keeps a swatch link to the cart in one spelling; every malformed one shares the empty one', () => {
    const given = `${PRODUCT_ID.toUpperCase()}: Fabric : Indigo adire `;
    expect(keptPageUrl('/cart', `?swatch=${encodeURIComponent(given)}&fbclid=1`)).toBe(`/cart?${new URLSearchParams({ swatch: SWATCH_OF })}`);
    expect(keptPageUrl('/cart', '?swatch=not-a-swatch')).toBe('/cart?swatch=');
    expect(keptPageUrl('/cart', '?swatch=also%3Anot%3Aone')).toBe('/cart?swatch=');
  });

  it('is its own canonical URL, so a refresh of a kept page finds it again', () => {
    for (const [path, search] of [[PRODUCT, '?reviews=helpful&shown=15'], ['/search', '?q=Velvet  Sofa'], ['/shop', '?category=sofas&fabric=velvet'], ['/cart', `?swatch=${SWATCH_OF}`]] as const) {
      const once = keptPageUrl(path, search)!;
      expect(keptPageUrl(path, once.slice(path.length))).toBe(once);
    }
  });

  it("keeps /track's bare form only: a pass, an order number or an error is one shopper's, never kept", () => {
    expect(keptPageUrl('/track', '')).toBe('/track');
    expect(keptPageUrl('/track', '?fbclid=IwAR3x&utm_source=whatsapp')).toBe('/track');
    for (const search of ['?pass=v1.abc.def', '?order=ORD-20261124-ABC234', '?error=not-found', '?fbclid=1&pass=x', '?anything=1']) {
      expect(keptPageUrl('/track', search), search).toBeNull();
    }
  });

  it('keeps nothing under a query longer than KEPT_QUERY_MAX', () => {
    const many = Array.from({ length: 60 }, (_, at) => `fabric=velvet-${at}`).join('&');
    expect(many.length).toBeGreaterThan(KEPT_QUERY_MAX);
    expect(keptPageUrl('/shop', `?${many}`)).toBeNull();
    // Ad tags do not count: they are left out.
    expect(keptPageUrl('/shop', `?category=sofas&utm_content=${'x'.repeat(2000)}`)).toBe('/shop?category=sofas');
  });
});
