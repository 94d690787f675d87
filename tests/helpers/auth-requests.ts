import { getAuth } from '@/server/auth/auth';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';

/**
 * Browser requests to /api/auth/* through the real Better Auth handler, from `origin`, each
 * from its own client address under `addressPrefix` (the sign-in limit is per address): a POST
 * of `body` as JSON, or a GET when `body` is undefined.
 * Answers the status, the JSON body and the cookies set, as `name=value` pairs.
 */
export function authRequester(origin: string, addressPrefix: string) {
  let addressCounter = 0;
  return async function authRequest(path: string, body: unknown, cookie = '') {
    const response = await getAuth().handler(
      new Request(`${origin}/api/auth${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          [CLIENT_IP_HEADER]: `${addressPrefix}${++addressCounter}`,
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const cookies = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .filter((pair) => !pair.endsWith('='));
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null, cookies };
  };
}
