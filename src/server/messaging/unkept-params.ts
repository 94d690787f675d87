// A message sent now from a staff request with a secret in it (a draft order's payment link,
// docs/security.md "Draft order links") is stored with this in place of the secret: the row tells staff
// what was sent, never the link itself. A row holding it cannot be sent again from what it keeps.

export const NOT_KEPT = '(link not kept)';

/** `params` and `body` as stored: each of `secrets` replaced by NOT_KEPT. */
export function withoutSecrets(row: { params: Record<string, string>; body: string }, secrets: readonly string[]) {
  const kept = secrets.filter((secret) => secret.length > 0);
  const params = Object.fromEntries(Object.entries(row.params).map(([name, value]) => [name, kept.includes(value) ? NOT_KEPT : value]));
  const body = kept.reduce((text, secret) => text.replaceAll(secret, NOT_KEPT), row.body);
  return { params, body };
}

/** True when the stored message lost a secret: it cannot be sent again (an SMS fallback would carry no link). */
export function holdsUnkeptParam(params: Record<string, string>): boolean {
  return Object.values(params).includes(NOT_KEPT);
}
