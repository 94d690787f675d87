import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

// Every spec imports `test` from here. A kept storefront page loads its scripts after its first
// paint (docs/decisions/0025-scripts-after-first-paint.md), so its `load` event no longer means
// that they have run. `page.goto` and `page.reload` here wait for them too, as `load` used to, on
// every page of every context, the specs' own contexts included.

export * from '@playwright/test';

/** Next.js sets `window.next` when its entry script runs; a page without the loader is left alone. */
async function scriptsRan(page: Page) {
  await page
    .waitForFunction(() => !('__loadAfterPaint' in window) || 'next' in window, undefined, { timeout: 15_000 })
    // A page that navigated on by itself, or a download, has nothing left to wait for.
    .catch((error: Error) => {
      if (!/context was destroyed|Target .* closed|navigation/i.test(error.message)) throw error;
    });
}

const watched = new WeakSet<Page>();

function waitForScriptsOnNavigation(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // A caller that asks for less than `load` (domcontentloaded, commit) does not wait for them either.
  const waitsForLoad = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await scriptsRan(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options)) await scriptsRan(page);
    return response;
  };
}

function watchContext(context: BrowserContext) {
  context.pages().forEach(waitForScriptsOnNavigation);
  context.on('page', waitForScriptsOnNavigation);
  return context;
}

function watchBrowser(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  // browser.newPage() makes its context with this method too.
  browser.newContext = async (...args) => watchContext(await newContext(...args));
  return browser;
}

export const test = base.extend<object, object>({
  // Playwright's fixture callback, named `provide` here: the React hooks lint rule takes `use` for React's.
  browser: [async ({ browser }, provide) => provide(watchBrowser(browser)), { scope: 'worker' }],
  context: async ({ context }, provide) => provide(watchContext(context)),
});
