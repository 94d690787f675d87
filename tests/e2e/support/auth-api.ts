import http from 'node:http';
import { randomInt } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { e2eServer } from './server-env';

// Accounts for tests are made through the real /api/auth endpoints, each call from its own
// loopback address (127.x.y.z), so the sign-in and sign-up rate limits that guard
// 127.0.0.1 stay untouched for the tests that go through the browser.

export type Account = { name: string; email: string; password: string };

export function randomLoopback() {
  return `127.${randomInt(1, 250)}.${randomInt(0, 250)}.${randomInt(2, 250)}`;
}

export function newAccount(prefix = 'shopper'): Account {
  const id = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  return { name: `Test ${prefix}`, email: `${prefix}-${id}@example.com`, password: 'secret-pass' };
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** Which store a request goes to: the e2e store, unless a test runs stores of its own. */
export type StoreAddress = { port: number; baseUrl: string };

/** A POST from a chosen local address, with any extra headers. */
export function postFrom(localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}, store: StoreAddress = e2eServer) {
  return new Promise<RawResponse>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port: store.port,
        path,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', origin: store.baseUrl, 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function sessionCookies(response: RawResponse) {
  const cookies = response.headers['set-cookie'] ?? [];
  return cookies.map((line) => {
    const [pair] = line.split(';');
    const index = pair!.indexOf('=');
    return {
      name: pair!.slice(0, index),
      value: pair!.slice(index + 1),
      domain: 'localhost',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax' as const,
    };
  });
}

export async function signUpViaApi(account: Account, store: StoreAddress = e2eServer) {
  const response = await postFrom(randomLoopback(), '/api/auth/sign-up/email', account, {}, store);
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${response.body}`);
  return sessionCookies(response);
}

export async function signInViaApi(account: Pick<Account, 'email' | 'password'>, store: StoreAddress = e2eServer) {
  const response = await postFrom(randomLoopback(), '/api/auth/sign-in/email', account, {}, store);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.body}`);
  return sessionCookies(response);
}

/** Signs the browser context in as `account` (created first when `create` is set). */
export async function signInContext(context: BrowserContext, account: Account, { create = false, store = e2eServer as StoreAddress } = {}) {
  const cookies = create ? await signUpViaApi(account, store) : await signInViaApi(account, store);
  await context.addCookies(cookies);
}
