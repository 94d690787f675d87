// The data saver's one script, inline and sent only on pages drawn for it (docs/decisions/0083-data-saver.md),
// so it acts before the page's scripts arrive (they load after the first paint, decision 0025):
//
// - A tap on a preview's "Show full picture" button swaps the preview for the full picture (the
//   <img> before the button carries the full picture's URLs as data-full-*), before or after hydration.
// - The page's scripts and web fonts (about 170 KB) wait for the shopper's first click or key, not
//   for the first paint (scripts/lib/scripts-after-paint.ts): a page opened to be read costs its HTML,
//   its stylesheet and its previews. A touch that only scrolls, a tap on a preview, on the switch or on
//   a link (which opens its page without them, as a whole page) load nothing: a button that needs them does.
// - The router's prefetches (every fetch it marks `next-router-prefetch`: links in view, on hover and
//   router.prefetch) are answered 204 without touching the network; the router then fetches a page
//   when it is opened. Next.js' <Link> has no switch for all links at once.

export const DATA_SAVER_SCRIPT = `(function () {
  window.__holdScripts = function (e) {
    return e.type === 'pointerdown' || !!(e.target.closest && e.target.closest('a[href],[data-full-picture],[data-saver-switch]'));
  };
  var f = window.fetch;
  window.fetch = function (i, o) {
    var h = o && o.headers;
    if (h && (h['next-router-prefetch'] || (h.get && h.get('next-router-prefetch')))) return Promise.resolve(new Response(null, { status: 204 }));
    return f.apply(this, arguments);
  };
  addEventListener('click', function (e) {
    var b = e.target.closest && e.target.closest('[data-full-picture]');
    var p = b && b.previousElementSibling;
    if (!p || !p.hasAttribute('data-full-src')) return;
    e.preventDefault();
    p.sizes = p.getAttribute('data-full-sizes');
    p.srcset = p.getAttribute('data-full-srcset');
    p.src = p.getAttribute('data-full-src');
    p.removeAttribute('data-preview');
    b.hidden = true;
  });
})()`
  .replace(/\s+/g, ' ')
  .replace(/ ?([{}();,=&|!?:]) ?/g, '$1');

/** First in the store frame on a data saver page; `nonce` on the pages rendered per visitor, as EarlyPresses. */
export function DataSaverScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: DATA_SAVER_SCRIPT }} />;
}
