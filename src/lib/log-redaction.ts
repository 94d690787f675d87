// A draft order's link (/pay/<token>, docs/decisions/0066-draft-orders.md) opens the draft to whoever
// holds it, so no log line keeps one (docs/security.md, "Draft order links"): the server's logger
// (src/server/logger.ts) and the launcher's "page not found" line (scripts/lib/request-listener.ts)
// pass every line through this. Plain or URL-encoded (%2Fpay%2F); the token runs to the next
// delimiter of a path, a query or a JSON string.

const DRAFT_LINK = /((?:\/|%2F)pay(?:\/|%2F))[^\s"'?#&/\\<>]+/gi;

/** The text with every draft order link's token replaced by [redacted]. */
export function redactDraftLinks(text: string) {
  return text.replace(DRAFT_LINK, '$1[redacted]');
}
