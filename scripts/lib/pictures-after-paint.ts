import { readOnce } from './read-once';
import { HELD_SRC, HELD_SRCSET, loadsScriptsAfterPaint } from './scripts-after-paint';

// A kept page asks for nothing but its stylesheet and its largest picture before that picture is drawn
// (docs/decisions/0085-light-on-slow-links.md, amendment "pictures below the first screen"):
//
// - Its lazy pictures carry their addresses in data-srcset (and data-src), which the after-paint loader gives
//   back once the largest picture is drawn (scripts/lib/scripts-after-paint.ts). `loading="lazy"` alone still
//   fetched every picture within the browser's distance of the screen (1,250 px and more below it on a phone)
//   beside the largest one, and on a slow link they shared it. A src that is its srcset's last address is
//   left out and taken from there: /shop's 32 pictures would otherwise add 2 KB to its HTML.
// - Its icon is written into its head as a data: address: the browser asked for /icon.svg when the page had
//   loaded, a frame before the largest picture was drawn.
//
// A browser without scripts never runs the loader: it shows the first screen's pictures, and the rest of the
// page's words, prices and links without their pictures.

const LAZY_IMAGE = /<img\b[^>]*\bloading="lazy"[^>]*>/g;
/** The data saver's previews (data-full-src, src/components/store/data-saver/preview-image.tsx) are tiny and its own. */
const PREVIEW = /\sdata-full-src="/;
const ICON_LINK = /<link rel="icon" href="(\/[\w.-]+\.svg)"/;

export type ReadPublicFile = (pathname: string) => string | null;

/** A file of public/ as served at `pathname`, read once; null if it is not there. */
export const readPublicFile: ReadPublicFile = readOnce('public');

/**
 * An SVG as a data: address, percent-encoding only what a URL in a double-quoted attribute cannot hold; its
 * attributes' double quotes become single ones where it has none (3 bytes less each).
 */
export function svgDataUrl(svg: string): string {
  const squeezed = svg.trim().replace(/\s+/g, ' ');
  const quoted = squeezed.includes("'") ? squeezed : squeezed.replaceAll('"', "'");
  return `data:image/svg+xml,${quoted.replace(/["%#<>&]/g, encodeURIComponent)}`;
}

const lastAddress = (srcset: string) => srcset.split(',').at(-1)!.trim().split(/\s+/)[0];

/** A lazy picture's tag with its addresses held (see above). */
function held(tag: string): string {
  const srcset = /\ssrcset="([^"]*)"/i.exec(tag)?.[1];
  const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
  const withoutSrc = src !== undefined && srcset !== undefined && lastAddress(srcset) === src;
  return tag.replace(/\ssrcset="/i, ` ${HELD_SRCSET}="`).replace(/\ssrc="[^"]*"/, (attribute) => (withoutSrc ? '' : attribute.replace('src', HELD_SRC)));
}

/** `html` (a kept page whose scripts wait for its first paint) with its lazy pictures held and its icon written in; any other page as it is. */
export function picturesAfterPaint(html: string, read: ReadPublicFile = readPublicFile): string {
  if (!loadsScriptsAfterPaint(html)) return html;
  return html.replace(LAZY_IMAGE, (tag) => (PREVIEW.test(tag) ? tag : held(tag))).replace(ICON_LINK, (link, pathname: string) => {
    const svg = read(pathname);
    return svg === null ? link : `<link rel="icon" href="${svgDataUrl(svg)}"`;
  });
}
