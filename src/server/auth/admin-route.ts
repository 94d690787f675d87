import 'server-only';
import { AccessDeniedError, requireAdminFromHeaders } from '@/server/auth/session';

/**
 * The admin check of a route handler: null for an admin, else the handler's own refusal
 * response, made by `refuse` with the reason and 401 (signed out) or 403 (not an admin).
 * Each route words its refusal for its client (JSON, plain text, an upload problem).
 * Other errors (the auth service failing) are not a refusal and are thrown.
 * tests/integration/admin-authorization.test.ts finds admin routes by this call.
 */
export async function adminRouteRefusal(request: Request, refuse: (message: string, status: 401 | 403) => Response): Promise<Response | null> {
  try {
    await requireAdminFromHeaders(request.headers);
    return null;
  } catch (error) {
    if (!(error instanceof AccessDeniedError)) throw error;
    return refuse(error.message, error.reason === 'signed-out' ? 401 : 403);
  }
}
