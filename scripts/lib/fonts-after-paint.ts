import { readOnce } from './read-once';
import { loadsScriptsAfterPaint } from './scripts-after-paint';

// A kept page's web fonts are fetched after its first paint (docs/decisions/0085-light-on-slow-links.md).
// next/font writes each face's @font-face, its size-adjusted fallback face and the class that names
// them into one small stylesheet of their own. Left as it is, that stylesheet blocks the first paint
// (a request of its own, on a connection of its own: a round trip more on HTTP/1.1) and its faces
// send the browser for 32 KB of fonts at the highest priority while the page's stylesheet and first
// picture are still on their way: on slow 3G a page waited for all of it before drawing any text.
//
// The finished page writes that stylesheet's rules in its head instead, but for the faces that fetch
// a file, and keeps its link without an address (nothing fetched: as a print stylesheet it was still
// a request beside the page's stylesheet and first picture, and Lighthouse's simulation of a slow
// link counted it before the largest paint), which the after-paint loader gives its address when it
// starts the scripts (scripts/lib/scripts-after-paint.ts); a browser without scripts gets it from a <noscript>.
// Until then text is drawn in the fallback faces sized to the fonts' measures (next/font's
// adjustFontFallback), so the swap barely moves it.

const HEAD_END = '</head>';
const FONT_FACE = /@font-face\{[^{}]*\}/g;
/** A top-level rule for one class (next/font's `.x_className{…}` / `.x_variable{…}`). */
const CLASS_RULE = /\.([\w-]+)\{[^{}]*\}/g;
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[\w.~/-]+\.css)" data-precedence="([\w-]+)"\/>/g;

/** What marks a link the loader turns on after the first paint, and holds its address until then. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

export type ReadStylesheet = (href: string) => string | null;

const readBuild = readOnce('.next');

/** A stylesheet of the build as served at `href` (/_next/static/…), read once; null if it is not there. */
export const readBuiltStylesheet: ReadStylesheet = (href) => readBuild(href.slice('/_next/'.length));

/**
 * The rules a font stylesheet keeps in the page: everything but the faces fetched from a URL, and but
 * the class rules for classes the page does not name (next/font's `className`, when a layout uses its
 * `variable`). Null when `css` is no font stylesheet, or when what remains cannot go inline as it is.
 */
export function inlineFontRules(css: string, html: string): string | null {
  const faces = css.match(FONT_FACE) ?? [];
  if (!faces.some((face) => face.includes('url('))) return null;
  const rest = css
    .replace(FONT_FACE, (face) => (face.includes('url(') ? '' : face))
    .replace(CLASS_RULE, (rule, name: string) => (html.includes(name) ? rule : ''))
    .trim();
  // A relative url() would resolve against the page, and nothing may close the style element.
  if (rest.includes('url(') || /<\/style/i.test(rest)) return null;
  return rest;
}

/**
 * `html` (a kept page whose scripts already wait for its first paint) with each font stylesheet of
 * its head written in as above; any other page, and a page whose stylesheets cannot be read, as it is.
 */
export function fontsAfterPaint(html: string, read: ReadStylesheet = readBuiltStylesheet): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0 || !loadsScriptsAfterPaint(html)) return html;
  const head = html.slice(0, headEnd).replace(STYLESHEET, (link, href: string, precedence: string) => {
    const css = read(href);
    const inline = css === null ? null : inlineFontRules(css, html);
    if (inline === null) return link;
    // A browser without scripts never runs the loader: it gets the stylesheet as it was.
    const withoutScripts = `<noscript><link rel="stylesheet" href="${href}"/></noscript>`;
    return `<style>${inline}</style><link rel="stylesheet" ${AFTER_PAINT_ATTRIBUTE}="${href}" data-precedence="${precedence}"/>${withoutScripts}`;
  });
  return head + html.slice(headEnd);
}
