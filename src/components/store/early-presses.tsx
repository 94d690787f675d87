import { squeezeScript } from '@/lib/squeeze-script';

// A kept page's scripts arrive after its first paint (docs/decisions/0025-scripts-after-first-paint.md),
// and a press React never heard of is lost. Controls that need a script to act carry `data-replay`:
// this inline script, parsed before any of them is drawn, holds their presses until the page is live,
// shows each held control as pressed (`[data-pressed]` in globals.css), and the header replays them,
// in order, one per task, once hydrated (header-shell.tsx). Until the last is replayed, a new press
// waits its turn behind them: a live Add to Cart must not overtake a held quantity +. The replayed
// clicks themselves are not the person's (`isTrusted` is false), so they pass.
// See docs/decisions/0026-every-first-tap-answers.md.

/** What the inline script leaves on `window` for the header to call once the page is live. */
export type EarlyPressesWindow = { replayEarlyPresses?: () => void };

// Written out and squeezed to about 400 bytes: it is sent in every storefront page's HTML.
export const EARLY_PRESSES_SCRIPT = squeezeScript(`(function () {
  var held = [];
  function hold(e) {
    if (!e.isTrusted) return;
    var c = e.target.closest && e.target.closest('[data-replay]');
    if (!c) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    c.setAttribute('data-pressed', '');
    held.push(c);
  }
  addEventListener('click', hold, true);
  window.replayEarlyPresses = function () {
    (function next() {
      var c = held.shift();
      if (!c) return removeEventListener('click', hold, true);
      setTimeout(function () { c.removeAttribute('data-pressed'); c.click(); next(); });
    })();
  };
})()`);

/**
 * The inline script: first in the store frame, before any control it holds presses for. `nonce` is the
 * request's on the pages rendered per visitor (their policy runs no script without it).
 */
export function EarlyPresses({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_PRESSES_SCRIPT }} />;
}
