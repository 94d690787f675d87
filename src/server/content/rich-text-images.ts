import 'server-only';

// The pictures of blog posts and CMS pages, so an edit or a delete can remove uploads that
// nothing shows any more (removeFilesNoLongerUsed, src/server/media/remove-stored-file.ts, keeps
// those another record still names).

// Saved content is sanitizer output: every image is `<img src="…">` with the value escaped,
// which a pattern reads reliably.
const IMAGE_SOURCE = /<img\b[^>]*?\bsrc="([^"]*)"/g;

const unescapeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export function imageSourcesIn(sanitizedHtml: string): string[] {
  return [...sanitizedHtml.matchAll(IMAGE_SOURCE)].map((match) => unescapeAttribute(match[1]!));
}
