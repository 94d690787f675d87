import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { as, signedInAdmin, signedInShopper, signedOut } from '../helpers/sessions';
import { AccessDeniedError, requireUser } from '@/server/auth/session';
import { requirePermission } from '@/server/auth/permissions';

const requireAdmin = () => requirePermission('orders.read');

// The gates read the real session from the cookie a caller sends: the same code path the
// admin authorization test relies on for every action.

pointDataDirAtTempFolder();
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('requireUser and requirePermission', () => {
  it('tell signed-out callers, shoppers and admins apart', async () => {
    const shopper = await signedInShopper();
    const admin = await signedInAdmin();
    await expect(as(signedOut, requireUser)).rejects.toThrow(AccessDeniedError);
    await expect(as(shopper, requireUser)).resolves.toMatchObject({ email: shopper.email, isAdmin: false });
    await expect(as(shopper, requireAdmin)).rejects.toMatchObject({ reason: 'not-admin' });
    await expect(as(admin, requireAdmin)).resolves.toMatchObject({ email: admin.email, isAdmin: true });
  });
});
