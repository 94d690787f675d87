// Better Auth's browser endpoints (/api/auth/*) called with fetch. Its browser client, with the
// schema library it brings, was about 40 KB of gzipped script on /auth; the few calls the shop
// makes from the browser need none of it. Calls from the browser keep Better Auth's per-address
// rate limit in force (server-side auth.api calls bypass it).

/** A refusal as Better Auth answers it: `{ code, message }` in the body, or nothing useful. */
export type AuthRefusal = { status: number; code?: string; message?: string };

export type AuthAnswer<Data> = { ok: true; data: Data } | ({ ok: false } & AuthRefusal);

/** POSTs `body` as JSON to /api/auth`path`; throws only when the request itself fails (offline). */
export async function postAuth<Data = unknown>(path: string, body: object = {}): Promise<AuthAnswer<Data>> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: payload as Data };
  const { code, message } = (payload && typeof payload === 'object' ? payload : {}) as { code?: unknown; message?: unknown };
  return {
    ok: false,
    status: response.status,
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

/** Better Auth's refusal of a request from an address that is not the shop's (src/server/auth/refused-origin.ts). */
const ORIGIN_REFUSALS = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

/**
 * The sentence a sign-in or sign-up refusal shows. The server words its own refusals (the
 * per-account sign-in pause, the password policy, the rate limit) and names the shop's address
 * in an origin refusal; a bare "Invalid origin" still gets a sentence, anything else the fallback.
 */
export function authErrorMessage(error: { message?: string; code?: string } | null | undefined) {
  if (error?.code && ORIGIN_REFUSALS.has(error.code) && !error.message?.startsWith('This address')) {
    return 'This address is not set up for signing in. Open the shop at its usual address and try again.';
  }
  return error?.message || 'Something went wrong. Please try again.';
}
