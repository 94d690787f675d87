import { postAuth, type AuthAnswer } from '@/lib/auth-request';

// Passkey ceremonies against Better Auth's /api/auth/passkey/* endpoints, called with fetch like
// the rest of the shop's auth requests (src/lib/auth-request.ts). @simplewebauthn/browser is
// loaded when a ceremony starts (or is about to: preloadPasskeyLibrary), never with the page.
// Options and library are fetched together, so the browser's passkey prompt follows the click
// quickly (Safari drops a WebAuthn request that comes long after the tap that asked for it).
// On a page with a tight first-load budget (/auth), import this module itself on demand too.

/** `code` PASSKEY_CANCELLED: the shopper closed the browser's prompt; nothing to apologise for. */
export type PasskeyOutcome = { ok: true } | { ok: false; code: string; message: string };

export const PASSKEY_CANCELLED = 'PASSKEY_CANCELLED';

const FALLBACK = 'Something went wrong. Please try again.';

// The browser's refusals (DOMException names, kept by @simplewebauthn/browser's WebAuthnError).
const BROWSER_REFUSALS: Record<string, string> = {
  InvalidStateError: 'This device already has a passkey for your account.',
  SecurityError: 'Passkeys work only at the shop’s usual address. Open the shop there and try again.',
  ConstraintError: 'This device cannot keep a passkey that checks it is you. Set up a screen lock and try again.',
  NotSupportedError: 'This device cannot make a passkey the shop accepts.',
};

// Better Auth's refusals whose own words are not for shoppers; ours (a device that skipped its
// screen lock, the rate limit) are.
const SERVER_REFUSALS: Record<string, string> = {
  PASSKEY_NOT_FOUND: 'This passkey is no longer on your account. Sign in with your password instead.',
  CHALLENGE_NOT_FOUND: 'That took too long. Please try again.',
  AUTHENTICATION_FAILED: 'The passkey could not be checked. Please try again.',
  FAILED_TO_VERIFY_REGISTRATION: 'The passkey could not be added. Please try again.',
  // A session older than a day may not add one (Better Auth's freshSessionMiddleware): a stolen
  // old cookie must not be turned into a lasting way in.
  SESSION_NOT_FRESH: 'For your security, adding a passkey needs a sign-in from the last 24 hours. Sign out, sign in again, then add it.',
};

const loadLibrary = () => import('@simplewebauthn/browser');

/** Starts loading the WebAuthn library before the click that needs it (the button is reached for). */
export function preloadPasskeyLibrary() {
  void loadLibrary().catch(() => undefined);
}

async function getAuth<Data>(path: string): Promise<AuthAnswer<Data>> {
  const response = await fetch(`/api/auth${path}`, { credentials: 'same-origin' });
  const payload = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  return response.ok ? { ok: true, data: payload as Data } : { ok: false, status: response.status, ...payload };
}

function refused(answer: { status: number; code?: string; message?: string }): PasskeyOutcome {
  const code = answer.code ?? (answer.status === 429 ? 'TOO_MANY_REQUESTS' : 'UNKNOWN');
  return { ok: false, code, message: SERVER_REFUSALS[code] ?? answer.message ?? FALLBACK };
}

function browserRefused(error: unknown): PasskeyOutcome {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return { ok: false, code: PASSKEY_CANCELLED, message: '' };
  return { ok: false, code: name || 'UNKNOWN', message: BROWSER_REFUSALS[name] ?? FALLBACK };
}

async function ceremony<Options, Response>(
  optionsPath: string,
  prompt: (library: typeof import('@simplewebauthn/browser'), options: Options) => Promise<Response>,
  verify: (response: Response) => Promise<AuthAnswer<unknown>>,
): Promise<PasskeyOutcome> {
  try {
    const [options, library] = await Promise.all([getAuth<Options>(optionsPath), loadLibrary()]);
    if (!options.ok) return refused(options);
    let response: Response;
    try {
      response = await prompt(library, options.data);
    } catch (error) {
      return browserRefused(error);
    }
    const verified = await verify(response);
    return verified.ok ? { ok: true } : refused(verified);
  } catch {
    // Offline, or the library failed to load.
    return { ok: false, code: 'UNKNOWN', message: FALLBACK };
  }
}

/** Signs in with a passkey this device holds for the shop; the session cookie is set on success. */
export function signInWithPasskey(): Promise<PasskeyOutcome> {
  return ceremony(
    '/passkey/generate-authenticate-options',
    (library, optionsJSON: Parameters<typeof library.startAuthentication>[0]['optionsJSON']) =>
      library.startAuthentication({ optionsJSON }),
    (response) => postAuth('/passkey/verify-authentication', { response }),
  );
}

/**
 * Adds a passkey named `name` to the signed-in account. The name is sent only with the result:
 * in the options it would become the account name the device's passkey list shows.
 */
export function addPasskey(name: string): Promise<PasskeyOutcome> {
  return ceremony(
    '/passkey/generate-register-options',
    (library, optionsJSON: Parameters<typeof library.startRegistration>[0]['optionsJSON']) =>
      library.startRegistration({ optionsJSON }),
    (response) => postAuth('/passkey/verify-registration', { response, name }),
  );
}
