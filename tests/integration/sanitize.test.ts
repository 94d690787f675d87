import { describe, expect, it } from 'vitest';
import { plainTextToHtml, renderBlogContent, sanitizeRichHtml } from '@/server/content/sanitize';
import { safeImageSrc, safeLinkHref } from '@/lib/safe-url';
import { FORBIDDEN_IN_OUTPUT, HOSTILE_HTML } from '../fixtures/hostile-html';

// The allowlist of docs/architecture.md section 5, checked against hostile input and against what the
// editor legitimately produces.

describe('sanitizeRichHtml against hostile HTML', () => {
  for (const [name, html] of Object.entries(HOSTILE_HTML)) {
    it(`neutralises: ${name}`, () => {
      const output = sanitizeRichHtml(html).toLowerCase();
      for (const forbidden of FORBIDDEN_IN_OUTPUT) expect(output, `${forbidden} in ${output}`).not.toContain(forbidden);
      // Whatever survives is itself stable: sanitizing it again changes nothing.
      expect(sanitizeRichHtml(output)).toBe(output);
    });
  }

  it('renders hostile blog content safely as well', () => {
    for (const html of Object.values(HOSTILE_HTML)) {
      const output = renderBlogContent(html).toLowerCase();
      for (const forbidden of FORBIDDEN_IN_OUTPUT) expect(output).not.toContain(forbidden);
    }
  });

  it('keeps only tags of the allowlist', () => {
    const tags = new Set<string>();
    for (const html of Object.values(HOSTILE_HTML)) {
      for (const match of sanitizeRichHtml(html).matchAll(/<\/?([a-z0-9]+)/gi)) tags.add(match[1]!.toLowerCase());
    }
    const allowed = new Set(['p', 'h1', 'h2', 'h3', 'strong', 'em', 'u', 's', 'ol', 'ul', 'li', 'br', 'a', 'img']);
    expect([...tags].filter((tag) => !allowed.has(tag))).toEqual([]);
  });

  it('keeps the text of a paragraph whose attributes were removed', () => {
    expect(sanitizeRichHtml('<p onclick="alert(1)" class="x" id="y">Text</p>')).toBe('<p>Text</p>');
    expect(sanitizeRichHtml('<p style="position:fixed">overlay</p>')).toBe('<p>overlay</p>');
    expect(sanitizeRichHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeRichHtml('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('escapes text, so markup inside attributes or text never comes back to life', () => {
    expect(sanitizeRichHtml('<p>5 < 6 &amp; 7 > 3</p>')).toBe('<p>5 &lt; 6 &amp; 7 &gt; 3</p>');
    expect(sanitizeRichHtml('<p title="<img src=x onerror=alert(1)>">x</p>')).toBe('<p>x</p>');
  });
});

describe('sanitizeRichHtml keeps what the editor makes', () => {
  it('keeps headings, emphasis, lists and line breaks', () => {
    const html =
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br>next</p>' +
      '<ol><li>first</li></ol><ul><li>second</li></ul>';
    expect(sanitizeRichHtml(html)).toBe(
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br />next</p>' +
        '<ol><li>first</li></ol><ul><li>second</li></ul>',
    );
  });

  it('keeps the toolbar alignment on paragraphs and headings, and nothing else', () => {
    for (const alignment of ['left', 'center', 'right', 'justify']) {
      expect(sanitizeRichHtml(`<p style="text-align: ${alignment}">x</p>`)).toBe(`<p style="text-align:${alignment}">x</p>`);
    }
    expect(sanitizeRichHtml('<h2 style="text-align: center">Title</h2>')).toBe('<h2 style="text-align:center">Title</h2>');
    expect(sanitizeRichHtml('<h1 style="TEXT-ALIGN: Right; color: red">x</h1>')).toBe('<h1 style="text-align:right">x</h1>');
    expect(sanitizeRichHtml('<p style="text-align: centre">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichHtml('<li style="text-align: center">x</li>')).toBe('<li>x</li>');
  });

  it('keeps safe links, marking those that leave the site', () => {
    expect(sanitizeRichHtml('<a href="https://example.com/a?b=1" target="_blank" rel="opener">ext</a>')).toBe(
      '<a href="https://example.com/a?b=1" rel="noopener noreferrer nofollow">ext</a>',
    );
    expect(sanitizeRichHtml('<a href="http://example.com">ext</a>')).toBe(
      '<a href="http://example.com" rel="noopener noreferrer nofollow">ext</a>',
    );
    expect(sanitizeRichHtml('<a href="/shop?category=sofas" rel="external">shop</a>')).toBe('<a href="/shop?category=sofas">shop</a>');
    expect(sanitizeRichHtml('<a href="#delivery">jump</a>')).toBe('<a href="#delivery">jump</a>');
    expect(sanitizeRichHtml('<a href="mailto:hello@adireliving.ng">mail</a>')).toBe('<a href="mailto:hello@adireliving.ng">mail</a>');
  });

  it('keeps images from our uploads and from http(s), with their alt text', () => {
    expect(sanitizeRichHtml('<img src="/media/uploads/room.webp" alt="A room" title="t" width="10">')).toBe(
      '<img src="/media/uploads/room.webp" alt="A room" />',
    );
    expect(sanitizeRichHtml('<img src="https://images.example.com/a.jpg">')).toBe('<img src="https://images.example.com/a.jpg" />');
    expect(sanitizeRichHtml('<img src="/media/../api/health">')).toBe('');
  });

  it('keeps the meaning of equivalent pasted tags', () => {
    expect(sanitizeRichHtml('<b>bold</b> <i>it</i> <del>gone</del> <h4>Small</h4>')).toBe(
      '<strong>bold</strong> <em>it</em> <s>gone</s> <h3>Small</h3>',
    );
  });
});

describe('URL rules', () => {
  it('accepts http(s), mailto and paths for links', () => {
    expect(safeLinkHref('https://example.com')).toBe('https://example.com');
    expect(safeLinkHref(' /about ')).toBe('/about');
    expect(safeLinkHref('contact')).toBe('contact');
    expect(safeLinkHref('mailto:a@b.ng')).toBe('mailto:a@b.ng');
  });

  it('refuses script, data, protocol-relative and malformed links', () => {
    for (const href of ['javascript:alert(1)', ' JAVASCRIPT:x', 'java\tscript:x', 'data:text/html,x', 'vbscript:x', '//evil.example', '/\\evil.example', 'https://', 'ftp://x', 'tel:123', '\u0001javascript:x']) {
      expect(safeLinkHref(href), href).toBeNull();
    }
  });

  it('accepts images only from http(s) or /media/', () => {
    expect(safeImageSrc('/media/a.webp')).toBe('/media/a.webp');
    expect(safeImageSrc('https://x.example/a.png')).toBe('https://x.example/a.png');
    for (const src of ['/images/a.png', 'a.png', 'data:image/png;base64,x', 'javascript:x', '//x.example/a.png', '/media/../x']) {
      expect(safeImageSrc(src), src).toBeNull();
    }
  });
});

describe('renderBlogContent', () => {
  it('renders editor HTML sanitized', () => {
    expect(renderBlogContent('<p style="text-align: center">Hi</p><script>x</script>')).toBe('<p style="text-align:center">Hi</p>');
  });

  it('keeps the line breaks of plain text: blank lines split paragraphs, single newlines break lines', () => {
    expect(renderBlogContent('First line\nsecond line\n\nNew paragraph\r\n\r\n\r\nLast')).toBe(
      '<p>First line<br />second line</p>\n<p>New paragraph</p>\n<p>Last</p>',
    );
  });

  it('escapes plain text', () => {
    expect(plainTextToHtml('Sofas < ₦500,000 & "tables"')).toBe('<p>Sofas &lt; ₦500,000 &amp; &quot;tables&quot;</p>');
    expect(renderBlogContent('')).toBe('');
  });
});
