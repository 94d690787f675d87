import { randomUUID } from 'node:crypto';
import { getAuth } from '@/server/auth/auth';
import { ensureAdmin } from '@/server/auth/admins';
import { withRequestHeaders } from '@/server/request-context';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { db } from '@/server/db/client';
import { userRoles, users } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@/lib/staff-roles';

// Real Better Auth sessions for integration tests: an account is signed up through the
// auth handler exactly as the browser does, and its session cookie is then sent with the
// server action or route handler under test. Nothing about auth is stubbed.

export type TestCaller = { email: string; headers: Headers };

const ORIGIN = 'http://localhost:3000';

async function sessionFrom(route: 'sign-up' | 'sign-in', body: Record<string, string>): Promise<Headers> {
  const response = await getAuth().handler(
    new Request(`${ORIGIN}/api/auth/${route}/email`, {
      method: 'POST',
      // Each call from its own address, so the sign-up and sign-in rate limits never trip.
      headers: { 'content-type': 'application/json', origin: ORIGIN, [CLIENT_IP_HEADER]: `198.18.${randomByte()}.${randomByte()}` },
      body: JSON.stringify(body),
    }),
  );
  if (!response.ok) throw new Error(`${route} failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return new Headers({ cookie: cookies.join('; '), origin: ORIGIN });
}

const signUp = (email: string, password: string, name: string) => sessionFrom('sign-up', { email, password, name });

const randomByte = () => Math.floor(Math.random() * 250) + 1;

/** A signed-in shopper (no admin role). */
export async function signedInShopper(): Promise<TestCaller> {
  const email = `shopper-${randomUUID()}@example.com`;
  return { email, headers: await signUp(email, 'shopper-pass', 'Test Shopper') };
}

/** A signed-in shopper whose address is confirmed (as its mailed link would have done). */
export async function signedInConfirmedShopper(): Promise<TestCaller> {
  const shopper = await signedInShopper();
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, shopper.email));
  return shopper;
}

/**
 * A signed-in admin (a user_roles row, as `npm run admin:create` makes). Made an admin first,
 * then signed in: promoting an account ends the sessions it had (src/server/auth/admins.ts).
 */
export async function signedInAdmin(): Promise<TestCaller> {
  const email = `admin-${randomUUID()}@example.com`;
  await ensureAdmin(email, 'admin-pass-2024', { name: 'Test Admin' });
  return { email, headers: await sessionFrom('sign-in', { email, password: 'admin-pass-2024' }) };
}

/**
 * A signed-in staff member with `role`. The role is given as an owner's Staff screen would (a
 * user_roles row, the address confirmed), then the account signs in afresh.
 */
export async function signedInStaff(role: StaffRole): Promise<TestCaller> {
  const email = `${role}-${randomUUID()}@example.com`;
  await signUp(email, 'staff-pass-2024-long', `Test ${role}`);
  const [user] = await db.update(users).set({ emailVerified: true }).where(eq(users.email, email)).returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, role });
  return { email, headers: await sessionFrom('sign-in', { email, password: 'staff-pass-2024-long' }) };
}

export const signedOut: TestCaller = { email: '', headers: new Headers({ origin: ORIGIN }) };

/** Runs a server action (or anything that reads the session) as this caller. */
export function as<T>(caller: TestCaller, run: () => Promise<T>): Promise<T> {
  return withRequestHeaders(caller.headers, run);
}
