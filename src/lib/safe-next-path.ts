// Where to go after signing in (docs/security.md, "Open redirect after sign-in"). ?next= is
// whatever a link said, so it is read the way a browser would read it: browsers drop tabs and
// newlines from URLs and treat "\" as "/", which turns "/<tab>/evil.example" or "/\evil.example"
// into "//evil.example", another site. A prefix check cannot see that; resolving the URL can.

// Any same-origin base will do: only the resolved origin is compared, never sent anywhere.
const BASE = 'http://same-origin.invalid';
const BASE_ORIGIN = new URL(BASE).origin;

// C0 controls, DEL and C1 controls: none has a place in a path the shop links to.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function decoded(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // a malformed %-escape: not a link the shop made
  }
}

function looksHostile(value: string) {
  return CONTROL_CHARACTERS.test(value) || value.includes('\\');
}

/**
 * `next` when it is a path on this shop, as pathname + query; otherwise `fallback`.
 * Only a string starting with a single "/" qualifies, with no control characters or
 * backslashes either as written or once %-decoded, and it must still be on this origin,
 * and not start with "//", after the browser's own URL parsing.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/') {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return fallback;
  const plain = decoded(next);
  if (plain === null || looksHostile(next) || looksHostile(plain) || plain.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  // "/.//evil.example" resolves to the path "//evil.example", which is another host again.
  if (url.origin !== BASE_ORIGIN || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}`;
}
