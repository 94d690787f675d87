import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { authErrorMessage } from '@/lib/auth-request';

// Sign-in from the loopback forms of the shop's address (docs/security.md, "Sign-in from
// 127.0.0.1 / refused origins"): without BETTER_AUTH_URL the shop is reached as localhost,
// 127.0.0.1 or [::1] on its port and all three sign in; with a public URL only it does. A
// refused origin gets a sentence that says where to go, and the log says what to set, once.

pointDataDirAtTempFolder();
delete process.env.BETTER_AUTH_URL;
process.env.PORT = '3995';

const EMAIL = 'origin@example.com';
const PASSWORD = 'origin-pass-1';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

let ip = 0;
/** A sign-in POST as a browser at `origin` sends it, through the auth handler given. */
async function signInFrom(handler: (request: Request) => Promise<Response>, origin: string, path = '/sign-in/email', body: object = { email: EMAIL, password: PASSWORD }) {
  const response = await handler(
    new Request(`${origin}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, [CLIENT_IP_HEADER]: `192.0.2.${++ip}` },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json().catch(() => null)) as { code?: string; message?: string } | null };
}

/** The auth instance and logger as a fresh start with the current environment makes them. */
async function freshStart() {
  vi.resetModules();
  globalThis.__storeAuth = undefined;
  const [{ getAuth }, { logger }] = await Promise.all([import('@/server/auth/auth'), import('@/server/logger')]);
  const auth = getAuth();
  return { handler: (request: Request) => auth.handler(request), logger };
}

describe('sign-in origins', () => {
  it('without BETTER_AUTH_URL, http://127.0.0.1:PORT and http://[::1]:PORT sign in like localhost; another host is told where to go', async () => {
    const { handler, logger } = await freshStart();
    expect((await signInFrom(handler, 'http://localhost:3995', '/sign-up/email', { name: 'Ada', email: EMAIL, password: PASSWORD })).status).toBe(200);

    expect(await signInFrom(handler, 'http://127.0.0.1:3995')).toMatchObject({ status: 200 });
    expect(await signInFrom(handler, 'http://[::1]:3995')).toMatchObject({ status: 200 });
    // Another port of the same machine is another origin.
    expect((await signInFrom(handler, 'http://127.0.0.1:4000')).status).toBe(403);

    const warn = vi.spyOn(logger, 'warn');
    const refused = await signInFrom(handler, 'http://192.168.1.20:3995');
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({
        code: 'INVALID_ORIGIN',
        message: 'This address is not set up for signing in. Open the shop at http://localhost:3995 and try again.',
      }),
    });
    await signInFrom(handler, 'http://192.168.1.20:3995');
    const lines = warn.mock.calls.filter(([, message]) => String(message).includes('http://192.168.1.20:3995'));
    expect(lines).toHaveLength(1);
    expect(String(lines[0]![1])).toMatch(/BETTER_AUTH_URL/);
  });

  it('with BETTER_AUTH_URL=https://shop.example.ng, only that origin signs in', async () => {
    process.env.BETTER_AUTH_URL = 'https://shop.example.ng';
    try {
      const { handler } = await freshStart();
      for (const origin of ['http://127.0.0.1:3995', 'http://[::1]:3995', 'http://localhost:3995']) {
        const refused = await signInFrom(handler, origin);
        expect(refused.status).toBe(403);
        expect(refused.body?.message).toBe('This address is not set up for signing in. Open the shop at https://shop.example.ng and try again.');
      }
      expect((await signInFrom(handler, 'https://shop.example.ng')).status).toBe(200);
    } finally {
      delete process.env.BETTER_AUTH_URL;
    }
  });
});

describe('the log of refused origins', () => {
  it('remembers at most 100 refused origins, thousands of them or not, and logs a Referer’s origin only, never its path or query', async () => {
    const { handler, logger } = await freshStart();
    const { explainRefusedOrigin, rememberedRefusedOrigins, REMEMBERED_REFUSED_ORIGINS } = await import('@/server/auth/refused-origin');
    const warn = vi.spyOn(logger, 'warn');
    const error = vi.spyOn(logger, 'error');

    // A Referer (no Origin) with a path and a query holding an email: only its origin is logged.
    const viaReferer = await handler(
      new Request('http://localhost:3995/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', referer: 'http://evil.example:8080/checkout/step?email=ada%40example.com&token=s3cret', [CLIENT_IP_HEADER]: '192.0.2.250' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      }),
    );
    expect(viaReferer.status).toBe(403);
    // Ours, and Better Auth's own "Invalid origin" line, which goes through our logger too.
    await vi.waitFor(() => expect(JSON.stringify(error.mock.calls)).toContain('Better Auth: Invalid origin: http://evil.example:8080'));
    const logged = JSON.stringify([...warn.mock.calls, ...error.mock.calls]);
    expect(logged).toContain('Sign-in refused from http://evil.example:8080:');
    expect(logged).not.toMatch(/checkout|ada|s3cret|token/);

    // Thousands of made-up origins: the memory of what was logged stays at its bound.
    const refused = await signInFrom(handler, 'http://203.0.113.1:3995');
    expect(refused.status).toBe(403);
    const answer = () => new Response(JSON.stringify(refused.body), { status: 403, headers: { 'content-type': 'application/json' } });
    const refuse = (origin: string) => explainRefusedOrigin(new Request('http://localhost:3995/api/auth/sign-in/email', { method: 'POST', headers: { origin } }), answer());
    for (let i = 0; i < 3_000; i += 1) await refuse(`http://flood-${i}.example`);
    expect(REMEMBERED_REFUSED_ORIGINS).toBe(100);
    expect(rememberedRefusedOrigins()).toBe(REMEMBERED_REFUSED_ORIGINS);
    // The newest are remembered (not logged again); the oldest were forgotten (logged again).
    const linesFor = (origin: string) => warn.mock.calls.filter(([fields]) => (fields as { origin?: string }).origin === origin).length;
    await refuse('http://flood-2999.example');
    expect(linesFor('http://flood-2999.example')).toBe(1);
    await refuse('http://flood-0.example');
    expect(linesFor('http://flood-0.example')).toBe(2);
    expect(rememberedRefusedOrigins()).toBe(REMEMBERED_REFUSED_ORIGINS);
  });
});

describe('authErrorMessage', () => {
  it('gives a refused origin a sentence, and keeps the server’s own wording', () => {
    expect(authErrorMessage({ code: 'INVALID_ORIGIN', message: 'Invalid origin' })).toBe(
      'This address is not set up for signing in. Open the shop at its usual address and try again.',
    );
    const worded = 'This address is not set up for signing in. Open the shop at https://shop.example.ng and try again.';
    expect(authErrorMessage({ code: 'INVALID_ORIGIN', message: worded })).toBe(worded);
    expect(authErrorMessage({ code: 'ACCOUNT_SIGN_IN_LOCKED', message: 'Too many failed sign-in attempts for this account.' })).toBe(
      'Too many failed sign-in attempts for this account.',
    );
    expect(authErrorMessage(null)).toBe('Something went wrong. Please try again.');
  });
});
