import { describe, expect, it } from 'vitest';
import { loadScriptsAfterPaint, loadsScriptsAfterPaint, pageScripts } from '../../scripts/lib/scripts-after-paint';

// The shape of a page as Next.js 16 writes it: async scripts and a preload of the entry script in
// the head, the entry script itself in the body after its inline bootstrap, a noModule polyfill.
const NEXT_PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<title>Sofas</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main>Sofas</main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/entry.js"]});</script>',
  '<script src="/_next/static/chunks/entry.js" async=""></script>',
  '</body></html>',
].join('');

describe('loading a kept page\'s scripts after its first paint', () => {
  const rewritten = loadScriptsAfterPaint(NEXT_PAGE);

  it('leaves no framework script for the parser to fetch, and no script preload', () => {
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|page|entry)\.js"/);
    expect(rewritten).not.toContain('rel="preload" as="script"');
  });

  it('hands every one of them, entry script last, to one loader where the head\'s scripts were', () => {
    expect(pageScripts(rewritten)).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/page.js', '/_next/static/chunks/entry.js']);
    const head = rewritten.slice(0, rewritten.indexOf('</head>'));
    expect(head.indexOf('__loadAfterPaint([')).toBeGreaterThan(head.indexOf('site.css'));
    expect(head.indexOf('__loadAfterPaint([')).toBeLessThan(head.indexOf('<title>'));
    expect(rewritten.match(/__loadAfterPaint\(\[/g)).toHaveLength(1);
  });

  it('keeps everything else as Next.js wrote it', () => {
    const kept = (html: string) => html.replace(/<script>function __loadAfterPaint[^<]*<\/script>/, '').replace(/<script src="[^"]+" async=""><\/script>|<link rel="preload" as="script"[^>]*>/g, '');
    expect(kept(rewritten)).toBe(kept(NEXT_PAGE));
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it('counts the same scripts before and after, so the bench measures what a first visit loads', () => {
    expect(new Set(pageScripts(rewritten))).toEqual(new Set(pageScripts(NEXT_PAGE)));
  });

  it('tells a finished page from one as Next.js wrote it, as the bench waits for the former', () => {
    expect(loadsScriptsAfterPaint(rewritten)).toBe(true);
    expect(loadsScriptsAfterPaint(NEXT_PAGE)).toBe(false);
  });

  it('returns a page without head scripts as it is, and a rewritten page unchanged', () => {
    const plain = '<html><head><title>x</title></head><body><script src="/_next/static/chunks/a.js" async=""></script></body></html>';
    expect(loadScriptsAfterPaint(plain)).toBe(plain);
    expect(loadScriptsAfterPaint('<p>no head</p>')).toBe('<p>no head</p>');
    expect(loadScriptsAfterPaint(rewritten)).toBe(rewritten);
  });

  it('moves only names of the build\'s own characters into the inline loader', () => {
    const odd = '<script src="/_next/static/chunks/a</script><script>alert(1)//.js" async=""></script>';
    const page = NEXT_PAGE.replace('<title>', `${odd}<title>`);
    const out = loadScriptsAfterPaint(page);
    expect(out).toContain(odd);
    const [, moved] = /__loadAfterPaint\((\[[^\]]*\])/.exec(out)!;
    // Each after /_next/static/, which the loader puts back (pageScripts reads them whole).
    expect(JSON.parse(moved!)).toEqual(['chunks/react.js', 'chunks/page.js', 'chunks/entry.js']);
    expect(pageScripts(out)).toEqual(expect.arrayContaining(['/_next/static/chunks/react.js', '/_next/static/chunks/page.js', '/_next/static/chunks/entry.js']));
  });
});
