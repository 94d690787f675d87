// Which link targets and image sources rich text may keep (docs/architecture.md section 5). Shared by the
// server's sanitizer, the final word, and the editor, which refuses the same addresses at once.

// Tabs and newlines are dropped by browsers anywhere in a URL, so 'java\tscript:' is 'javascript:'.
const IGNORED_IN_URLS = /[\t\n\r]/g;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function cleanUrl(raw: string | undefined) {
  if (!raw) return null;
  const url = raw.trim().replace(IGNORED_IN_URLS, '');
  // A backslash is read as a slash by browsers: '/\evil.example' is protocol-relative.
  if (!url || CONTROL_CHARACTERS.test(url) || url.includes('\\')) return null;
  return url;
}

function isHttpUrl(url: string) {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link target: http(s), mailto, or a path on this site (never protocol-relative). */
export function safeLinkHref(raw: string | undefined): string | null {
  const url = cleanUrl(raw);
  if (!url) return null;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return url;
  if (scheme) return isHttpUrl(url) ? url : null;
  return url.startsWith('//') ? null : url;
}

/** An image source: http(s), or a file of our own uploads under /media/. */
export function safeImageSrc(raw: string | undefined): string | null {
  const url = cleanUrl(raw);
  if (!url) return null;
  if (SCHEME.test(url)) return isHttpUrl(url) ? url : null;
  return url.startsWith('/media/') && !url.split(/[/?#]/).includes('..') ? url : null;
}
