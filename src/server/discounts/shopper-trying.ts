import 'server-only';
import { getSessionUser } from '@/server/auth/session';
import { requestHeaders } from '@/server/request-context';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { db } from '@/server/db/client';
import { accountAsCustomer } from './discount-check';

/**
 * A code checkout was given and who is trying it: their account, if signed in (the guessing limit
 * per account, the per-customer limit), and the client address our server saw (the limit per client).
 */
export async function shopperTrying(code: string) {
  const [user, headers] = await Promise.all([getSessionUser(), requestHeaders()]);
  return {
    code,
    guesser: { userId: user?.id ?? null, clientAddress: headers.get(CLIENT_IP_HEADER) },
    customer: user ? await accountAsCustomer(db, user.id) : null,
  };
}
