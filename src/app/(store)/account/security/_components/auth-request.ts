'use client';
import { SECURITY_ERROR_MESSAGES } from '@/lib/account-security';
import { postAuth } from '@/lib/auth-request';

export type AuthRequestResult<Data> = { ok: true; data: Data } | { ok: false; code: string; error: string };

/**
 * A POST from the browser to Better Auth's /api/auth/* (src/lib/auth-request.ts), with its
 * refusal in the Security page's words. Used for every step that replaces the session cookie
 * (verifying a factor, turning it off, changing the password, signing out): from a server
 * action, Next.js would re-render the page with the request's old cookie, whose session
 * Better Auth has just deleted.
 */
export async function postToAuth<Data = unknown>(path: string, body: object = {}): Promise<AuthRequestResult<Data>> {
  try {
    const answer = await postAuth<Data>(path, body);
    if (answer.ok) return answer;
    const code = answer.code ?? (answer.status === 429 ? 'TOO_MANY_REQUESTS' : '');
    return { ok: false, code, error: SECURITY_ERROR_MESSAGES[code] ?? answer.message ?? 'Something went wrong. Please try again.' };
  } catch {
    return { ok: false, code: '', error: 'Something went wrong. Please try again.' };
  }
}
