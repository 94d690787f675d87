import { describe, expect, it } from 'vitest';
import { fontsAfterPaint, inlineFontRules } from '../../scripts/lib/fonts-after-paint';
import { loadScriptsAfterPaint } from '../../scripts/lib/scripts-after-paint';

// next/font's stylesheet as Next.js 16 builds it: a face fetched from a file, its size-adjusted
// fallback face, and the two classes that name them (the layout uses the variable's only).
const FONT_CSS = [
  '@font-face{font-family:inter;src:url(../media/inter-core.woff2)format("woff2");font-display:swap;font-weight:400 700}',
  '@font-face{font-family:inter Fallback;src:local(Arial);size-adjust:107.89%}',
  '.abc_className{font-family:inter,inter Fallback}',
  '.abc_variable{--font-inter:"inter", "inter Fallback"}',
].join('\n');
const SITE_CSS = 'body{margin:0}.grid{display:grid}';

const PAGE = loadScriptsAfterPaint([
  '<!DOCTYPE html><html class="abc_variable"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/fonts.css" data-precedence="next"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '</head><body><main class="grid">Sofas</main></body></html>',
].join(''));

const read = (href: string) => ({ '/_next/static/chunks/fonts.css': FONT_CSS, '/_next/static/chunks/site.css': SITE_CSS })[href] ?? null;

describe('web fonts after the first paint', () => {
  const finished = fontsAfterPaint(PAGE, read);

  it('writes the font stylesheet in but for the faces that fetch a file, and the classes the page does not name', () => {
    const inline = /<style>([^<]*)<\/style>/.exec(finished)?.[1];
    expect(inline).toContain('font-family:inter Fallback;src:local(Arial)');
    expect(inline).toContain('.abc_variable{--font-inter:');
    expect(inline).not.toContain('url(');
    expect(inline).not.toContain('abc_className');
  });

  it('keeps its link for the loader to give its address after the first paint, fetching nothing until then', () => {
    expect(finished).toContain('<link rel="stylesheet" data-after-paint="/_next/static/chunks/fonts.css" data-precedence="next"/>');
    expect(finished).toContain("querySelectorAll('link[data-after-paint]')");
    // A browser without scripts, which never runs the loader, gets it as it was.
    expect(finished).toContain('<noscript><link rel="stylesheet" href="/_next/static/chunks/fonts.css"/></noscript>');
  });

  it('leaves every other stylesheet as it was', () => {
    expect(finished).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
    expect(inlineFontRules(SITE_CSS, PAGE)).toBeNull();
  });

  it('leaves a page alone whose scripts do not wait for the first paint, or whose stylesheet cannot be read', () => {
    const unfinished = PAGE.replace(/<script>function __loadAfterPaint[^<]*<\/script>/, '');
    expect(fontsAfterPaint(unfinished, read)).toBe(unfinished);
    expect(fontsAfterPaint(PAGE, () => null)).toBe(PAGE);
  });

  it('writes nothing in that could close the style element or point at a file from the page', () => {
    expect(inlineFontRules(`${FONT_CSS}\n.x{content:"</style>"}`, 'x')).toBeNull();
    expect(inlineFontRules(`${FONT_CSS}\n.abc_variable{background:url(a.png)}`, 'abc_variable')).toBeNull();
  });
});
