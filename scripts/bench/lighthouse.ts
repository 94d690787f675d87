import * as chromeLauncher from 'chrome-launcher';

export type LighthouseScores = { performance: number; accessibility: number; bestPractices: number; seo: number };

/** Lighthouse's default (mobile, simulated throttling) run of one URL in the system Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const categories = result!.lhr.categories;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') };
  } finally {
    chrome.kill();
  }
}
