import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// No serious or critical axe violations on the public pages that exist.
for (const path of ['/', '/auth', '/cart', '/no-such-page']) {
  test(`${path} has no serious accessibility violations @phone`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
