import { defineConfig, devices } from '@playwright/test';
import { e2eServer } from './tests/e2e/support/server-env';

// Chromium 156 opens a WebUI omnibox popup (two renderers of ~170 MB) with every browser context,
// and each test has its own context: turned off, a run spends 17% less CPU (docs/benchmarks.md).
// Chromium reads one --disable-features, the last, so this one repeats Playwright's own list
// (playwright-core 1.64, chromiumSwitches) before adding ours.
const disabledChromiumFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup',
];

// End-to-end tests drive the system Chromium (browsers cannot be downloaded here) against
// the production build, started by `npm start`'s own launcher on a fresh DATA_DIR.
export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // The runs wait on the server, mail and timers more than they compute: on two cores, three
  // browsers keep the machine busy (docs/benchmarks.md, "The test suite's time").
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: e2eServer.baseUrl,
    // A trace films every action; recorded for a retry only, it costs the passing runs nothing.
    trace: 'on-first-retry',
    // The store honours reduced motion (no hero video, marquee or carousel running): a run spends
    // its two cores on the tests rather than on frames nobody looks at.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The storefront's service worker (public/sw.js) answers the pages' requests from its copies, where
    // page.route() no longer sees them: it is tried by tests/e2e/offline.spec.ts, which allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: e2eServer.chromiumPath,
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--disable-quic', '--no-first-run', `--disable-features=${disabledChromiumFeatures.join(',')}`,
      ],
    },
  },
  projects: [
    // Tests tagged @phone run at phone size too: what is drawn differently there (layouts, tables as
    // cards, the accessibility scans). @phone-only ones run only there: journeys and behaviour that do
    // not depend on the screen's width run once, on the phone most shoppers hold.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone-only/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: e2eServer.external ? undefined : {
    command: 'node node_modules/tsx/dist/cli.mjs scripts/start.ts',
    url: `${e2eServer.baseUrl}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServer.env,
  },
});
