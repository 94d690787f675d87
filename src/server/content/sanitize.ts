import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { safeImageSrc, safeLinkHref } from '@/lib/safe-url';

// Rich text from the editor is sanitized when it is saved and again when it is rendered, on the
// allowlist of docs/architecture.md section 5. sanitize-html re-serialises what it keeps (text and attribute
// values escaped, only allowed tags), so markup that a browser would re-parse differently
// (mutation XSS) cannot survive either.

const ALIGNABLE = ['p', 'h1', 'h2', 'h3'] as const;
const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);
const ALIGNMENT_VALUE = /^(left|center|right|justify)$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Elements whose content is dropped with them: code, foreign markup, or text nobody should see. */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet',
  'svg', 'math', 'textarea', 'select', 'option', 'xmp', 'noembed', 'noframes', 'plaintext', 'title', 'head',
];

/** The one style we keep: the toolbar's text alignment, rebuilt from scratch. */
function alignmentOf(style: string | undefined) {
  if (!style) return null;
  let alignment: string | null = null;
  for (const declaration of style.split(';')) {
    const [property, value, ...rest] = declaration.split(':');
    if (rest.length > 0 || property?.trim().toLowerCase() !== 'text-align') continue;
    const candidate = value?.trim().toLowerCase() ?? '';
    alignment = ALIGNMENTS.has(candidate) ? candidate : null;
  }
  return alignment;
}

type Attributes = sanitizeHtml.Attributes;
type Tag = sanitizeHtml.Tag;

function alignable(tagName: string) {
  return (_: string, attribs: Attributes): Tag => {
    const alignment = alignmentOf(attribs.style);
    const attributes: Attributes = {};
    if (alignment) attributes.style = `text-align: ${alignment}`;
    return { tagName, attribs: attributes };
  };
}

function link(_: string, attribs: Attributes): Tag {
  const href = safeLinkHref(attribs.href);
  const attributes: Attributes = {};
  if (href) {
    attributes.href = href;
    // Links leaving the site never get our window or referrer, and pass no ranking.
    if (SCHEME.test(href) && !href.toLowerCase().startsWith('mailto:')) attributes.rel = 'noopener noreferrer nofollow';
  }
  return { tagName: 'a', attribs: attributes };
}

function image(_: string, attribs: Attributes): Tag {
  const src = safeImageSrc(attribs.src);
  const attributes: Attributes = {};
  if (src) attributes.src = src;
  if (src && attribs.alt) attributes.alt = attribs.alt;
  return { tagName: 'img', attribs: attributes };
}

const alignableStyles = { 'text-align': [ALIGNMENT_VALUE] };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALIGNABLE, 'strong', 'em', 'u', 's', 'ol', 'ul', 'li', 'br', 'a', 'img'],
  allowedAttributes: {
    ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['style']])),
    // rel is never taken from the input: the link transform below sets or drops it.
    a: ['href', 'rel'],
    img: ['src', 'alt'],
  },
  allowedStyles: Object.fromEntries(ALIGNABLE.map((tag) => [tag, alignableStyles])),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, alignable(tag)])),
    // Pasted markup with the same meaning keeps it under the allowed name.
    h4: alignable('h3'),
    h5: alignable('h3'),
    h6: alignable('h3'),
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: link,
    img: image,
  },
  // An image without an acceptable source is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Editor HTML reduced to the allowlist of docs/architecture.md section 5. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i;

function escapeText(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Plain text as paragraphs: blank lines split paragraphs, single newlines become line breaks. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('\n');
}

/**
 * A stored post's body as HTML for the editor: plain text (older posts) becomes paragraphs with
 * its line breaks; HTML is left as it is, since it was sanitized when saved and the editor
 * only keeps what its toolbar can make.
 */
export function editableBlogHtml(content: string): string {
  return HTML_TAG.test(content) ? content : plainTextToHtml(content);
}

/**
 * A blog post's body as safe HTML: editor HTML sanitized, and content without any tags
 * (plain text) shown with its line breaks preserved (docs/architecture.md section 4).
 */
export function renderBlogContent(content: string): string {
  return HTML_TAG.test(content) ? sanitizeRichHtml(content) : plainTextToHtml(content);
}
