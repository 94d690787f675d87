import { expect, type Locator } from '@playwright/test';

// What the back office's specs share about acting on a page.

/** A suffix that makes a test's names its own on the shared store. */
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * A first interaction on a page that may still be hydrating, where a click can go unnoticed: it is
 * repeated until `check` holds, and never once `check` already holds.
 */
export async function once(act: () => Promise<unknown>, check: () => Promise<unknown>) {
  await expect(async () => {
    await check().catch(async () => {
      await act();
      await check();
    });
  }).toPass({ timeout: 60_000 });
}

/**
 * Waits until React has hydrated the element `target` finds (it holds React's props then), so that one
 * click is enough: for a button whose action must run once, where repeating a click (`once`) could
 * run it twice on a busy machine.
 */
export async function hydrated(target: Locator) {
  await expect
    .poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 60_000 })
    .toBe(true);
}
