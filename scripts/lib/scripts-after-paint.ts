// A kept storefront page loads its scripts after its first paint. Next.js puts the scripts a
// page needs in its head as `<script src async>`, and its entry script in the body with a preload
// of it in the head: the browser asks for all of them while it still waits for the stylesheet,
// the fonts and the largest picture, and on a phone network they share the link. The page is
// drawn on the server and its links work without scripts, so what a shopper sees first should
// not wait for the ~125 KB that only make it interactive. See docs/decisions/0025-scripts-after-first-paint.md.

import { squeezeScript } from '@/lib/squeeze-script';

const HEAD_END = '</head>';
/** Where every script moved lives: the lists leave it out (a dozen scripts a page, in every page's HTML). */
const STATIC = '/_next/static/';
// Only the build's own file names (letters, digits, `_.~/-`) are moved: they go into an inline
// script as JSON, where nothing may close the script element.
const SCRIPT_TAG = /<script src="(\/_next\/static\/[\w.~/-]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="(\/_next\/static\/[\w.~/-]+\.js)"\/>/g;
/** The loader's lists: `__loadAfterPaint(["…scripts"],["…preloads"])` in the page (see LOADER), each path after STATIC. */
const LOADER_CALL = /__loadAfterPaint\((\[[^\]]*\]),(\[[^\]]*\])\)/;
/**
 * Where a held picture keeps its addresses until the loader gives them back (scripts/lib/pictures-after-paint.ts):
 * its srcset, and its src unless that is the srcset's last address (how next/image writes it), which is then taken from there.
 */
export const HELD_SRC = 'data-src';
export const HELD_SRCSET = 'data-srcset';

/**
 * The inline loader. It adds the scripts once three things have happened:
 * - the first contentful paint (at once in a tab that is not shown, which paints nothing; after
 *   two frames in a browser without paint timing);
 * - the document is parsed, so every inline script Next.js streams before its entry script has
 *   run, as it had when that script was in the body;
 * - the pictures the page marked as its first screen's largest (`fetchpriority="high"`) have
 *   loaded and been drawn (decoded, and a frame past), or failed: a picture that had loaded but
 *   was drawn only once the scripts had come in made Lighthouse count their 130 KB before the
 *   largest paint (docs/decisions/0085-light-on-slow-links.md).
 * The pictures the page holds (scripts/lib/pictures-after-paint.ts) get their addresses back then, or
 * with the scripts if they come first, before them, so the page hydrates the markup it was drawn from.
 * A shopper who touches the page or a key before then gets them at once: they are about to need
 * them. A page that defines `__holdScripts(event)` (the data saver's light page,
 * src/components/store/data-saver/script.tsx) gets them at a press alone, one it does not hold, never
 * after the paint by themselves (docs/decisions/0083-data-saver.md). Inserted scripts are async, as Next's were. The fonts' stylesheet is switched on with them
 * (scripts/lib/fonts-after-paint.ts).
 */
const LOADER = squeezeScript(`function __loadAfterPaint(scripts, preloads) {
  var d = document, started = false;
  function add(tag, props) { var e = d.createElement(tag); for (var k in props) e[k] = props[k]; d.head.appendChild(e); }
  function show() {
    [].forEach.call(d.querySelectorAll('img[${HELD_SRCSET}],img[${HELD_SRC}]'), function (img) {
      var set = img.getAttribute('${HELD_SRCSET}'), src = img.getAttribute('${HELD_SRC}');
      if (set) img.setAttribute('srcset', set);
      img.setAttribute('src', src === null ? set.split(',').pop().trim().split(/\\s+/)[0] : src);
      img.removeAttribute('${HELD_SRCSET}');
      img.removeAttribute('${HELD_SRC}');
    });
  }
  function start() {
    if (started) return;
    started = true;
    show();
    [].forEach.call(d.querySelectorAll('link[data-after-paint]'), function (link) { link.href = link.getAttribute('data-after-paint'); });
    preloads.forEach(function (href) { add('link', { rel: 'preload', as: 'script', href: '${STATIC}' + href }); });
    scripts.forEach(function (src) { add('script', { src: '${STATIC}' + src, async: true }); });
  }
  function painted(img, done) {
    function frame() { if (d.visibilityState === 'hidden') done(); else requestAnimationFrame(function () { setTimeout(done, 0); }); }
    if (img.decode) img.decode().then(frame, frame); else frame();
  }
  function afterPictures() {
    var pending = [].filter.call(d.querySelectorAll('img[fetchpriority=high]'), function (img) { return img.loading !== 'lazy'; });
    var left = pending.length;
    function drawn() { show(); if (!window.__holdScripts) start(); }
    if (!left) return drawn();
    pending.forEach(function (img) {
      function done() { if (--left === 0) drawn(); }
      if (img.complete) return painted(img, done);
      img.addEventListener('load', function () { painted(img, done); }, { once: true });
      img.addEventListener('error', done, { once: true });
    });
  }
  function pressed(e) { if (!window.__holdScripts || !window.__holdScripts(e)) start(); }
  ['pointerdown', 'keydown', 'click'].forEach(function (type) { addEventListener(type, pressed, { capture: true, passive: true }); });
  function whenParsed() { if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', afterPictures); else afterPictures(); }
  if (d.visibilityState === 'hidden') return whenParsed();
  if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return requestAnimationFrame(function () { requestAnimationFrame(whenParsed); });
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    whenParsed();
  }).observe({ type: 'paint', buffered: true });
}`);

/**
 * `html` with the framework's scripts (its head's, and the entry script in its body) and its
 * script preloads replaced by one inline loader in the head that adds them after the first
 * paint; a page without them is returned as it is.
 */
export function loadScriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  const firstScript = html.search(SCRIPT_TAG);
  if (headEnd < 0 || firstScript < 0 || firstScript > headEnd) return html;
  const scripts = [...new Set([...html.matchAll(SCRIPT_TAG)].map(([, src]) => src!))];
  const preloads = [...html.slice(0, headEnd).matchAll(SCRIPT_PRELOAD)].map(([, href]) => href!).filter((href) => !scripts.includes(href));
  const relative = (paths: string[]) => JSON.stringify(paths.map((path) => path.slice(STATIC.length)));
  const loader = `<script>${LOADER}__loadAfterPaint(${relative(scripts)},${relative(preloads)})</script>`;
  const head = html.slice(0, headEnd).replace(SCRIPT_PRELOAD, '');
  const at = head.search(SCRIPT_TAG);
  return (head.slice(0, at) + loader + head.slice(at) + html.slice(headEnd)).replace(SCRIPT_TAG, '');
}

/**
 * Every script a page's HTML loads on a first visit, in order: its `<script src>` (but modern
 * browsers' skipped noModule ones) and those its after-paint loader adds.
 */
export function pageScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/\bnoModule\b/i.test(tag));
  const sources = tags.map((tag) => /src="([^"]+\.js[^"]*)"/.exec(tag)?.[1]).filter((src): src is string => Boolean(src));
  const loader = LOADER_CALL.exec(html);
  const afterPaint = loader ? (JSON.parse(loader[1]!) as string[]).map((path) => STATIC + path) : [];
  return [...new Set([...sources, ...afterPaint])];
}

/** Whether `html` is a kept page the cache has finished: its scripts wait for the first paint. */
export function loadsScriptsAfterPaint(html: string): boolean {
  return LOADER_CALL.test(html);
}
