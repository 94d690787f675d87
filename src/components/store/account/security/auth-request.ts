'use client';
import { SECURITY_ERROR_MESSAGES } from '@/lib/account-security';

export type AuthRequestResult<Data> = { ok: true; data: Data } | { ok: false; code: string; error: string };

/**
 * A POST from the browser to Better Auth's /api/auth/* (its per-address rate limit applies).
 * Used for every step that replaces the session cookie (verifying a factor, turning it off,
 * changing the password, signing out): from a server action, Next.js would re-render the
 * page with the request's old cookie, whose session Better Auth has just deleted.
 * A plain fetch keeps Better Auth's browser client (tens of KB) off this page.
 */
export async function postToAuth<Data = unknown>(path: string, body: object = {}): Promise<AuthRequestResult<Data>> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    if (response.ok) return { ok: true, data: payload as Data };
    const code = payload?.code ?? (response.status === 429 ? 'TOO_MANY_REQUESTS' : '');
    return {
      ok: false,
      code,
      error: SECURITY_ERROR_MESSAGES[code] ?? payload?.message ?? 'Something went wrong. Please try again.',
    };
  } catch {
    return { ok: false, code: '', error: 'Something went wrong. Please try again.' };
  }
}
