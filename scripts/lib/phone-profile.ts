import type { BrowserContextOptions, Page } from '@playwright/test';

// The phone a shopper taps on (issue 27, docs/decisions/0026-every-first-tap-answers.md): a mid-range
// Android phone, 412 px wide, touch, its CPU four times slower than this machine's, on a mobile link
// of 150 ms round trips and 1.6 Mbit/s down. Shared by the first-tap bench (scripts/bench/first-tap.ts)
// and its end-to-end test (tests/e2e/first-tap.spec.ts), so both tap on the same phone.

export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};

/** Applies the phone's CPU and network to `page` (Chromium's DevTools protocol). */
export async function emulatePhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  return cdp;
}
