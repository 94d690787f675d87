import 'server-only';
import { redirect } from 'next/navigation';
import { db } from '@/server/db/client';
import { recordAudit } from '@/server/audit/record-audit';
import { PERMISSIONS, type Permission } from '@/lib/staff-roles';
import { AccessDeniedError, admitStaff, getSessionUser, getSessionUserFromHeaders, requireStaffPage, type SessionUser, type StaffUser } from './session';
import { logger } from '@/server/logger';
import { consumeRateLimit } from '@/server/rate-limit';

// The permission gate (docs/security.md, "Staff roles"). Every admin server action names its
// permission with `authorize: permitted('orders.update')`, every admin query and page calls
// requirePermission / requirePermissionPage, and every admin route handler staffOrRefusal.
// tests/integration/admin-authorization.test.ts finds them all by these names and tries each as
// every role. A signed-in account refused for want of a permission is recorded in the activity log.

/** Where a staff member is sent for a screen their role may not open. */
export const NO_ACCESS_PATH = '/admin/no-access';

/**
 * How many refusals of one shopper's account are written down: anyone can sign up and be refused
 * over and over (the admin's action ids are in the shop's scripts), and the log keeps every row for
 * its retention. A staff member's refusals are all recorded.
 */
export const SHOPPER_REFUSALS_RECORDED = { windowSeconds: 15 * 60, max: 20 };
export const shopperRefusalsKey = (userId: string) => `refusals-recorded|${userId}`;

async function recordRefusal(user: SessionUser, permission: Permission) {
  try {
    if (!user.role && !(await consumeRateLimit(shopperRefusalsKey(user.id), SHOPPER_REFUSALS_RECORDED)).allowed) return;
    await recordAudit(db, {
      actor: user.role ? { kind: 'staff', user: user as StaffUser } : { kind: 'user', user },
      entityType: 'permission',
      entityId: permission,
      label: PERMISSIONS[permission],
      action: 'permission_denied',
      details: { permission },
    });
  } catch (error) {
    // The refusal stands even if it cannot be written down.
    logger.error({ err: error, permission }, 'Could not record a refused attempt');
  }
}

async function admit(user: SessionUser | null, permission: Permission): Promise<StaffUser> {
  try {
    return await admitStaff(user, permission);
  } catch (error) {
    if (user && error instanceof AccessDeniedError && (error.reason === 'forbidden' || error.reason === 'not-admin')) {
      await recordRefusal(user, permission);
    }
    throw error;
  }
}

/** The signed-in staff member when their role holds `permission`; else AccessDeniedError. */
export async function requirePermission(permission: Permission): Promise<StaffUser> {
  return admit(await getSessionUser(), permission);
}

/** A server action's authorize step: `authorize: permitted('refunds.create')`. */
export function permitted(permission: Permission): () => Promise<StaffUser> {
  return () => requirePermission(permission);
}

/** requirePermission for route handlers, from the request's own headers (callable outside Next). */
export async function requirePermissionFromHeaders(requestHeaders: Headers, permission: Permission): Promise<StaffUser> {
  return admit(await getSessionUserFromHeaders(requestHeaders), permission);
}

/**
 * The permission check of a route handler: the staff member, or the handler's own refusal response,
 * made by `refuse` with the message and 401 (signed out) or 403 (no staff role, or not this permission).
 * Each route words its refusal for its client (JSON, plain text, an upload problem). Other errors (the
 * auth service failing) are not a refusal and are thrown.
 */
export async function staffOrRefusal(
  request: Request,
  permission: Permission,
  refuse: (message: string, status: 401 | 403) => Response,
): Promise<StaffUser | Response> {
  try {
    return await requirePermissionFromHeaders(request.headers, permission);
  } catch (error) {
    if (!(error instanceof AccessDeniedError)) throw error;
    return refuse(error.message, error.reason === 'signed-out' ? 401 : 403);
  }
}

/** For admin pages: the staff gate of the layout, then this screen's permission; else the no-access screen. */
export async function requirePermissionPage(permission: Permission): Promise<StaffUser> {
  const staff = await requireStaffPage();
  try {
    return await admit(staff, permission);
  } catch (error) {
    if (error instanceof AccessDeniedError && error.reason === 'forbidden') redirect(`${NO_ACCESS_PATH}?need=${encodeURIComponent(permission)}`);
    throw error;
  }
}
