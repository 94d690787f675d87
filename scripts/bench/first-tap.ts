import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { emulatePhone, PHONE_CONTEXT } from '../lib/phone-profile';
import { loadsScriptsAfterPaint } from '../lib/scripts-after-paint';

// Every first tap answers (docs/decisions/0026-every-first-tap-answers.md), measured on the phone of
// issue 27 (scripts/lib/phone-profile.ts). Two measures:
// - first taps: each control is tapped once, as soon as it is drawn (laid out and the page painted)
//   on a page opened cold; the press is answered when the shopper sees a response (the control held
//   as pressed, or its effect), and counted only if its real effect follows. Its dead time runs from
//   the touch (the pointerdown's time stamp, however busy the page) to the first frame showing the
//   answer: the time between drawn and the touch is this harness's reaction, not the page's.
// - interaction to next paint (INP, as web-vitals reads it from PerformanceEventTiming) of Add to
//   Cart, the filter button and the search button on a page whose scripts have run.

/** What a page shows once a press has done what it does; run in the page, once a frame. */
type Effect = 'search-open' | 'filter-open' | 'menu-open' | 'chat-open' | 'next-slide' | 'colour-chosen' | 'quantity-2' | 'in-cart' | 'navigated';

type Press = { name: string; path: string; control: (page: Page) => Locator; effect: Effect };

/** `held`: the press came before the page was live and was held until it was (early-presses.tsx). */
export type FirstTap = { name: string; answered: boolean; deadMs: number | null; held: boolean };
export type FirstTapResult = { answered: number; total: number; longestDeadMs: number; taps: FirstTap[] };

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' }).first();

/** The product pages to tap on: one with colours to choose, one without (its Add to Cart needs no choice first). */
type Products = { coloured: string; plain: string; sixtyVariants?: string };

function presses({ coloured, plain, sixtyVariants }: Products): Press[] {
  return [
    { name: 'search, /', path: '/', control: searchButton, effect: 'search-open' },
    { name: 'menu, /', path: '/', control: (page) => page.getByRole('button', { name: 'Open menu' }), effect: 'menu-open' },
    { name: 'slide arrow, /', path: '/', control: (page) => page.getByRole('button', { name: 'Next slide' }), effect: 'next-slide' },
    { name: 'chat, /', path: '/', control: (page) => page.getByRole('button', { name: 'Chat with us on WhatsApp' }), effect: 'chat-open' },
    { name: 'Filter & Sort, /shop', path: '/shop', control: (page) => page.getByRole('button', { name: 'Filter & Sort' }), effect: 'filter-open' },
    { name: 'cart button, /shop', path: '/shop', control: (page) => page.getByRole('banner').getByRole('link', { name: /^Cart,/ }), effect: 'navigated' },
    { name: 'colour, product', path: coloured, control: (page) => page.getByRole('radio').first(), effect: 'colour-chosen' },
    { name: 'quantity +, product', path: coloured, control: (page) => page.getByRole('button', { name: 'Increase quantity' }), effect: 'quantity-2' },
    { name: 'Add to Cart, product', path: plain, control: (page) => page.getByRole('button', { name: 'Add to Cart' }), effect: 'in-cart' },
    { name: 'search, /cart', path: '/cart', control: searchButton, effect: 'search-open' },
    // The last value of the last option (a colour not chosen yet), on a page holding all 60 variants.
    ...(sixtyVariants ? [{ name: 'option, product in 60 variants', path: sixtyVariants, control: (page: Page) => page.getByRole('radio').last(), effect: 'colour-chosen' as const }] : []),
  ];
}

// Times are milliseconds since the epoch (the page's time origin plus its clock), kept in the tab's
// session storage: a link's start is written down before its page is left.

/** Records, in every page, when the finger touched the screen and when a navigation started. */
function watchTapAndNavigation() {
  const stamp = (key: string, at: number) => {
    if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, String(performance.timeOrigin + at));
  };
  // The event's time stamp is when the touch reached the browser, however busy its main thread was.
  addEventListener('pointerdown', (event) => stamp('tappedAt', event.timeStamp), { capture: true });
  // A link leaves the page or pushes a new entry; Next.js' own history.replaceState while it starts does neither.
  (window as unknown as { navigation?: EventTarget }).navigation?.addEventListener('navigate', (event) => {
    const { navigationType, destination } = event as Event & { navigationType: string; destination: { sameDocument: boolean } };
    if (navigationType === 'push' || !destination.sameDocument) stamp('navigatedAt', performance.now());
  });
}

/**
 * Starts watching, in the page, for the answer to a press on `control`: each frame, whether it is
 * held as pressed (early-presses.tsx) or `effect` shows.
 */
function watchForAnswer(control: Element, effect: Effect) {
  const now = () => performance.timeOrigin + performance.now();
  const shown = (selector: string, text = '') =>
    [...document.querySelectorAll<HTMLElement>(selector)].some(
      (element) => !element.hidden && element.getClientRects().length > 0 && (element.textContent ?? '').includes(text),
    );
  const effects: Record<Effect, () => boolean> = {
    'search-open': () => shown('[role=dialog]', 'Search Products'),
    'filter-open': () => shown('[role=dialog]', 'Filter & Sort'),
    'menu-open': () => shown('#mobile-menu'),
    'chat-open': () => shown('section[aria-label="Chat with us"]'),
    'next-slide': () => document.querySelector('[aria-label="Go to slide 2"]')?.getAttribute('aria-current') === 'true',
    'colour-chosen': () => (control as HTMLInputElement).checked,
    'quantity-2': () => document.querySelector<HTMLInputElement>('#product-quantity')?.value === '2',
    'in-cart': () => (localStorage.getItem('cart') ?? '[]') !== '[]',
    navigated: () => sessionStorage.getItem('navigatedAt') !== null,
  };
  const answer: { answeredAt?: number; effectAt?: number; held?: boolean } = {};
  (window as unknown as { answer: typeof answer }).answer = answer;
  const frame = () => {
    const done = effects[effect]();
    if (done) answer.effectAt ??= now();
    if (control.closest('[data-pressed]')) answer.held = true;
    if (done || answer.held) answer.answeredAt ??= now();
    if (answer.effectAt === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** When the press was answered and when its effect showed (a link's: its navigation's start), after the touch. */
function readAnswer([which, effect]: ['answeredAt' | 'effectAt', Effect]) {
  const at = effect === 'navigated'
    ? Number(sessionStorage.getItem('navigatedAt')) || undefined
    : (window as unknown as { answer?: Record<string, number | undefined> }).answer?.[which];
  return at === undefined ? undefined : at - Number(sessionStorage.getItem('tappedAt'));
}

// tsx keeps the names of functions by calling `__name`, a function of its own, even inside the functions
// this file runs in the page, which has none. This one does what it would: nothing that matters here.
const KEEP_NAMES = { content: 'globalThis.__name = function (f) { return f; };' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `readAnswer` in the page until it gives a number of ms after the touch, or null after `ms`. */
async function waitForAnswer(page: Page, which: 'answeredAt' | 'effectAt', effect: Effect, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    // A page being left has no context to read for a moment.
    const value = await page.evaluate(readAnswer, [which, effect] as ['answeredAt' | 'effectAt', Effect]).catch(() => undefined);
    if (typeof value === 'number') return value;
    await pause(50);
  }
  return null;
}

async function tapOnce(browser: Browser, baseUrl: string, press: Press): Promise<FirstTap> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(KEEP_NAMES);
    await page.addInitScript(watchTapAndNavigation);
    await emulatePhone(page);
    await page.goto(`${baseUrl}${press.path}`, { waitUntil: 'commit' });
    const control = press.control(page);
    // Drawn: in the page and painted (a control is laid out before the stylesheet lets it show).
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000 });
    await control.evaluate(watchForAnswer, press.effect);
    await control.tap();
    const deadMs = await waitForAnswer(page, 'answeredAt', press.effect, 20_000);
    const effectMs = await waitForAnswer(page, 'effectAt', press.effect, 20_000);
    const held = await page.evaluate(() => (window as unknown as { answer?: { held?: boolean } }).answer?.held === true).catch(() => false);
    return { name: press.name, answered: deadMs !== null && effectMs !== null, deadMs, held };
  } finally {
    await context.close();
  }
}

/** Fetches `path` until the page cache keeps it with its scripts after the first paint (the cart is never kept). */
async function warm(baseUrl: string, path: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    if (path === '/cart' || loadsScriptsAfterPaint(html)) return;
    await pause(200);
  }
  throw new Error(`${path} was not kept by the page cache within 15 s`);
}

function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A product page with colours and one without, both with at least 2 in stock, from the shop's first page. */
export async function productsToTap(baseUrl: string): Promise<Products> {
  const list = await (await fetch(`${baseUrl}/shop`)).text();
  const found: Partial<Products> = {};
  for (const [, href] of new Set(list.matchAll(/href="(\/product\/[0-9a-f-]{36})"/g))) {
    const html = await (await fetch(`${baseUrl}${href}`)).text();
    const stock = Number(/<input[^>]*id="product-quantity"[^>]*max="(\d+)"/.exec(html)?.[1] ?? 0);
    if (stock < 2) continue;
    found[html.includes('type="radio"') ? 'coloured' : 'plain'] ??= href!;
    if (found.coloured && found.plain) return found as Products;
  }
  throw new Error('The shop has no product with colours and none without, each with stock');
}

/** Each control of the first-tap list tapped once as it appears. */
export async function measureFirstTaps(baseUrl: string, products: Products): Promise<FirstTapResult> {
  const browser = await launch();
  try {
    const taps: FirstTap[] = [];
    for (const press of presses(products)) {
      await warm(baseUrl, press.path);
      taps.push(await tapOnce(browser, baseUrl, press));
    }
    const dead = taps.map((tap) => tap.deadMs ?? Infinity);
    return { answered: taps.filter((tap) => tap.answered).length, total: taps.length, longestDeadMs: Math.max(...dead), taps };
  } finally {
    await browser.close();
  }
}

/** Starts collecting, in the page, the event timings of the interactions to come (web-vitals' way). */
function observeInteractions() {
  const w = window as unknown as { interactions: number[] };
  w.interactions = [];
  new PerformanceObserver((list) => {
    // interactionId is not in TypeScript's DOM types yet: a tap's events share one, other events have 0.
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      if (entry.interactionId) w.interactions.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

/**
 * The interaction to next paint of one tap on `control`, on `path` once its scripts have run and the
 * network is quiet, on the phone. Event timings are reported from 16 ms up: below that it reads 16.
 */
async function interactionMs(browser: Browser, baseUrl: string, path: string, prepare: (page: Page) => Promise<void>, control: (page: Page) => Locator) {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(KEEP_NAMES);
    await emulatePhone(page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => 'next' in window);
    await prepare(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(observeInteractions);
    await control(page).tap();
    // The observer reports after the next paint; a second's wait covers it on the slowed CPU.
    await pause(1_000);
    const durations = await page.evaluate(() => (window as unknown as { interactions: number[] }).interactions);
    return Math.max(16, ...durations);
  } finally {
    await context.close();
  }
}

export type InteractionResult = { addToCartMs: number; filterMs: number; searchMs: number };

/** INP of Add to Cart (the colour chosen first), the filter button and the search button. */
export async function measureInteractions(baseUrl: string, { coloured }: Products): Promise<InteractionResult> {
  const browser = await launch();
  try {
    const nothing = async () => {};
    const chooseColour = (page: Page) => page.getByRole('radio').first().check();
    return {
      addToCartMs: await interactionMs(browser, baseUrl, coloured, chooseColour, (page) => page.getByRole('button', { name: 'Add to Cart' })),
      filterMs: await interactionMs(browser, baseUrl, '/shop', nothing, (page) => page.getByRole('button', { name: 'Filter & Sort' })),
      searchMs: await interactionMs(browser, baseUrl, '/', nothing, searchButton),
    };
  } finally {
    await browser.close();
  }
}
