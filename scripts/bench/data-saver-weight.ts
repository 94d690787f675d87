import { chromium, type Page } from '@playwright/test';
import { PHONE_CONTEXT } from '../lib/phone-profile';
import { loadsScriptsAfterPaint } from '../lib/scripts-after-paint';

// The data saver's first-load weight (docs/decisions/0083-data-saver.md; issue 64's goal: under
// 100 KB for home, shop and a product): every byte the network carried for a page opened cold, in
// a fresh browser context, on the phone of scripts/lib/phone-profile.ts, with `Save-Data: on`. Counted
// by Chromium (each response's encodedDataLength: headers and compressed body) until the page is
// loaded, its scripts have run and the network has been quiet for a moment: what a shopper pays for
// on opening the page and looking at its first screen. Later lazy pictures further down are not in it,
// nor the scripts and fonts a light page loads at the shopper's first press. The pages are kept first.

export type PageWeight = { page: string; bytes: number };

/** How long the network must be quiet for the first screen to be done. */
const QUIET_MS = 1_000;

export async function dataSaverWeights(baseUrl: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const product = await firstProduct(baseUrl);
    const pages = [
      { page: 'home', path: '/' },
      { page: 'shop', path: '/shop' },
      { page: 'product', path: product },
    ];
    const weights: PageWeight[] = [];
    for (const { page: name, path } of pages) {
      await untilKept(new URL(path, baseUrl));
      // The kept-pages worker (public/sw.js) would fetch for the page out of this page's sight; what it
      // costs a light page is its own bench's to say.
      const context = await browser.newContext({ ...PHONE_CONTEXT, serviceWorkers: 'block', extraHTTPHeaders: { 'Save-Data': 'on' } });
      try {
        const page = await context.newPage();
        weights.push({ page: name, bytes: await bytesOfFirstLoad(page, new URL(path, baseUrl).href) });
      } finally {
        await context.close();
      }
    }
    return weights;
  } finally {
    await browser.close();
  }
}

/** The first product the shop lists (its page is the product row). */
async function firstProduct(baseUrl: string) {
  const html = await (await fetch(new URL('/shop', baseUrl), { headers: { 'save-data': 'on' } })).text();
  const href = /href="(\/product\/[^"?#]+)"/.exec(html)?.[1];
  if (!href) throw new Error('data saver weight: no product on /shop');
  return href;
}

/**
 * Waits until the page cache keeps the light copy of `url` finished (its scripts after the paint): what
 * every shopper but the first gets. A first render is sent as Next.js wrote it, scripts and all.
 */
async function untilKept(url: URL) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (loadsScriptsAfterPaint(await (await fetch(url, { headers: { 'save-data': 'on', 'accept-encoding': 'br, gzip' } })).text())) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`data saver weight: ${url.pathname} was never kept`);
}

async function bytesOfFirstLoad(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let bytes = 0;
  let lastActivity = Date.now();
  cdp.on('Network.loadingFinished', ({ encodedDataLength }: { encodedDataLength: number }) => {
    bytes += encodedDataLength;
    lastActivity = Date.now();
  });
  cdp.on('Network.requestWillBeSent', () => {
    lastActivity = Date.now();
  });
  await page.goto(url, { waitUntil: 'load' });
  // Its scripts load after its first paint (docs/decisions/0025): wait for them as well.
  await page.waitForFunction(() => !('__loadAfterPaint' in window) || 'next' in window, undefined, { timeout: 30_000 }).catch(() => undefined);
  const deadline = Date.now() + 30_000;
  while (Date.now() - lastActivity < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(100);
  await cdp.detach();
  return bytes;
}
