import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { getAuth } from '@/server/auth/auth';
import { ensureAdmin } from '@/server/auth/admins';
import { isAdmin } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { rateLimits, users } from '@/server/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';

pointDataDirAtTempFolder();
process.env.PORT = '3999';
const origin = 'http://localhost:3999';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** A request as the browser sends it to /api/auth/*, from a given client address. */
function authRequest(path: string, body: unknown, ip = '203.0.113.7') {
  return getAuth().handler(
    new Request(`${origin}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, [CLIENT_IP_HEADER]: ip },
      body: JSON.stringify(body),
    }),
  );
}

describe('accounts with Better Auth', () => {
  it('signs up with a full name and a 6-character password, and sets a session cookie', async () => {
    const response = await authRequest('/sign-up/email', { name: 'Ada Obi', email: 'ada@example.com', password: 'sixsix' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/session_token=.*HttpOnly.*SameSite=Lax/i);
    const [user] = await db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(user?.name).toBe('Ada Obi');
  });

  it('refuses a password shorter than 6 characters with the server message', async () => {
    const response = await authRequest('/sign-up/email', { name: 'Short', email: 'short@example.com', password: '12345' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/password/i);
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const ok = await authRequest('/sign-in/email', { email: 'ada@example.com', password: 'sixsix' }, '203.0.113.8');
    expect(ok.status).toBe(200);
    const wrong = await authRequest('/sign-in/email', { email: 'ada@example.com', password: 'nope-nope' }, '203.0.113.8');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe('Invalid email or password');
  });

  it('limits sign-in attempts per client address, with the count kept in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A different account each time, so only the per-address limit is at work (the per-account
      // one is tested in tests/integration/auth-hardening.test.ts).
      const response = await authRequest('/sign-in/email', { email: `guess-${i}@example.com`, password: 'wrong-one' }, '198.51.100.9');
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const rows = await db.select().from(rateLimits);
    expect(rows.some((row) => row.key.startsWith('198.51.100.9'))).toBe(true);
    // Another address is not affected.
    const other = await authRequest('/sign-in/email', { email: 'ada@example.com', password: 'sixsix' }, '198.51.100.10');
    expect(other.status).toBe(200);
  });

  it('makes an admin by creating the account or promoting an existing one', async () => {
    const created = await ensureAdmin('boss@example.com', 'boss-pass');
    expect(created.created).toBe(true);
    expect(await isAdmin(created.userId)).toBe(true);

    const [ada] = await db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(await isAdmin(ada!.id)).toBe(false);
    const promoted = await ensureAdmin('ada@example.com', 'new-password');
    expect(promoted).toEqual({ userId: ada!.id, created: false, outcome: 'promoted' });
    expect(await isAdmin(ada!.id)).toBe(true);
    // The new password works and the old one no longer does.
    expect((await authRequest('/sign-in/email', { email: 'ada@example.com', password: 'new-password' }, '192.0.2.1')).status).toBe(200);
    expect((await authRequest('/sign-in/email', { email: 'ada@example.com', password: 'sixsix' }, '192.0.2.1')).status).toBe(401);
  });
});
