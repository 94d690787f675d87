import { describe, expect, it } from 'vitest';
import { picturesAfterPaint, svgDataUrl } from '../../scripts/lib/pictures-after-paint';
import { loadScriptsAfterPaint } from '../../scripts/lib/scripts-after-paint';

// A page as Next.js 16 writes it: its icon from the metadata, the largest picture eager, the rest lazy,
// and a data saver preview (lazy too) that carries the full picture's addresses for a tap.
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1f2a44"/>\n</svg>\n';
const LARGEST = '<img src="/img/1080/a.webp" srcSet="/img/384/a.webp 384w, /img/1080/a.webp 1080w" sizes="100vw" alt="Sofa" loading="eager" fetchPriority="high" decoding="sync"/>';
const LAZY = '<img src="/img/1080/b.webp" srcSet="/img/384/b.webp 384w, /img/1080/b.webp 1080w" sizes="50vw" alt="Vase" class="img-fill" loading="lazy" decoding="async"/>';
const PREVIEW = '<img src="/img/32/c.webp" alt="Lamp" loading="lazy" data-preview="" data-full-src="/img/1080/c.webp"/>';
const NEXT_PAGE = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<link rel="icon" href="/icon.svg" type="image/svg+xml"/>',
  `</head><body><main>${LARGEST}${LAZY}${PREVIEW}</main></body></html>`,
].join('');
const read = (pathname: string) => (pathname === '/icon.svg' ? ICON : null);

describe('a kept page\'s pictures below the first screen and its icon', () => {
  const kept = loadScriptsAfterPaint(NEXT_PAGE);
  const finished = picturesAfterPaint(kept, read);

  it('holds a lazy picture\'s addresses for the after-paint loader, and nothing else of it', () => {
    // Its src is the srcset's last address, which the loader takes it from.
    expect(finished).toContain('<img data-srcset="/img/384/b.webp 384w, /img/1080/b.webp 1080w" sizes="50vw" alt="Vase" class="img-fill" loading="lazy" decoding="async"/>');
  });

  it('holds a src of its own, and a picture without a srcset', () => {
    const own = LAZY.replace('src="/img/1080/b.webp"', 'src="/img/640/b.webp"');
    const single = '<img src="/img/640/d.webp" alt="Rug" loading="lazy"/>';
    const out = picturesAfterPaint(loadScriptsAfterPaint(NEXT_PAGE.replace(LAZY, own + single)), read);
    expect(out).toContain('<img data-src="/img/640/b.webp" data-srcset="/img/384/b.webp 384w, /img/1080/b.webp 1080w"');
    expect(out).toContain('<img data-src="/img/640/d.webp" alt="Rug" loading="lazy"/>');
  });

  it('leaves the largest picture and the data saver\'s previews as they were', () => {
    expect(finished).toContain(LARGEST);
    expect(finished).toContain(PREVIEW);
  });

  it('writes the icon in as a data: address that reads back as the file', () => {
    const [, href] = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"\/>/.exec(finished)!;
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    expect(href).not.toMatch(/["<>#]/);
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(ICON.trim().replace(/\s+/g, ' ').replaceAll('"', "'"));
  });

  it('keeps the icon\'s address when its file cannot be read', () => {
    expect(picturesAfterPaint(kept, () => null)).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml"/>');
  });

  it('changes nothing on a page whose scripts do not wait for its first paint: nothing there would give the addresses back', () => {
    expect(picturesAfterPaint(NEXT_PAGE, read)).toBe(NEXT_PAGE);
  });

  it('encodes only what an attribute or a URL cannot hold', () => {
    expect(svgDataUrl('<svg a="1%">#</svg>')).toBe("data:image/svg+xml,%3Csvg a='1%25'%3E%23%3C/svg%3E");
    expect(svgDataUrl('<svg a="it\'s">&</svg>')).toBe("data:image/svg+xml,%3Csvg a=%22it's%22%3E%26%3C/svg%3E");
  });
});
