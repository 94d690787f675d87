import { chromium } from '@playwright/test';
import { emulatePhone, PHONE_CONTEXT } from '../lib/phone-profile';

// The made-to-measure price as the shopper types (docs/decisions/0058-made-to-measure.md), on the phone of
// scripts/lib/phone-profile.ts (4x CPU): on a curtain's page whose scripts have run, a drop is typed and
// then width keystrokes that each change what the form shows (the price with its size, or why it cannot
// be made). For each, a listener that runs before the form's own notes what the form showed, and the
// next animation frame (drawn right after it) checks that it shows something new: the price is drawn in
// the first frame after the keystroke. The keystrokes' interaction to next paint is noted as well.

const IDS = { width: 'measure-width', drop: 'measure-drop', price: 'measure-price' };

export type TypingResult = { keystrokes: number; inNextFrame: number; longestInteractionMs: number };

/** The first product on the curtains' list sold by measurement. */
export async function measuredProductPath(baseUrl: string): Promise<string> {
  const list = await (await fetch(`${baseUrl}/shop?category=curtains`)).text();
  for (const [, href] of new Set(list.matchAll(/href="(\/product\/[0-9a-f-]{36})"/g))) {
    if ((await (await fetch(`${baseUrl}${href}`)).text()).includes(`id="${IDS.width}"`)) return href!;
  }
  throw new Error('The shop has no curtain sold by measurement');
}

/** Runs in the page: notes, for each input event, whether the next frame shows a change. */
function watchFrames(priceId: string) {
  const w = window as unknown as { nextFrames: boolean[]; interactions: number[] };
  w.nextFrames = [];
  w.interactions = [];
  const shown = document.getElementById(priceId)!.parentElement!;
  document.addEventListener(
    'input',
    () => {
      const before = shown.textContent;
      requestAnimationFrame(() => w.nextFrames.push(shown.textContent !== before));
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      if (entry.interactionId) w.interactions.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

export async function measureTyping(baseUrl: string, path: string): Promise<TypingResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext(PHONE_CONTEXT);
    const page = await context.newPage();
    await emulatePhone(page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => 'next' in window);
    const width = page.locator(`#${IDS.width}`);
    // The first touch loads the form's script; the drop and a width are typed once it prices them.
    await page.locator(`#${IDS.drop}`).tap();
    await page.locator(`#${IDS.drop}`).fill('270');
    await width.fill('240');
    await page.locator(`#${IDS.price}`).filter({ hasText: '₦' }).waitFor();
    await page.evaluate(watchFrames, IDS.price);
    // Each keystroke changes what is shown: 24 cm is narrower than any curtain is made (the demo's least is
    // 50 cm), and 245, 240 and 248 cm are priced at their size.
    const keys = ['Backspace', '5', 'Backspace', '0', 'Backspace', '8'];
    await width.focus();
    for (const key of keys) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await page.waitForTimeout(1_000);
    const { nextFrames, interactions } = await page.evaluate(() => {
      const w = window as unknown as { nextFrames: boolean[]; interactions: number[] };
      return { nextFrames: w.nextFrames, interactions: w.interactions };
    });
    return { keystrokes: keys.length, inNextFrame: nextFrames.filter(Boolean).length, longestInteractionMs: Math.max(16, ...interactions) };
  } finally {
    await browser.close();
  }
}
