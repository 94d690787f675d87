import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';
import { signedInAdmin, signedInShopper, signedInStaff, type TestCaller } from './sessions';
import type { StaffRole } from '@/lib/staff-roles';

// The setup every admin integration test file shares: a fresh database for the file, one
// signed-in admin and one signed-in shopper, and, once the file is done, the database
// dropped and the file's temporary DATA_DIR removed.

export type AdminTestCallers = {
  /** A signed-in admin (an owner). */
  readonly admin: TestCaller;
  /** A signed-in shopper (no admin role). */
  readonly shopper: TestCaller;
  /** A signed-in staff member with `role`, made on first use and kept for the file. */
  staff(role: StaffRole): Promise<TestCaller>;
};

/**
 * Registers this file's beforeAll / afterAll hooks for a fresh database and an admin and a
 * shopper signed in to it; `dataDir` (from the file's `vi.hoisted` block) is removed at the end.
 *
 * Call it at the top level of the test file, before the file's own beforeAll / afterAll, so
 * that the database exists when those run (and their afterAll runs before it is dropped).
 * The callers are signed in by the first beforeAll: read `admin` and `shopper` only inside
 * tests, hooks and the helpers they call, never at the top level of the file.
 */
export function setUpAdminTestDatabase(dataDir: string): AdminTestCallers {
  let database: TestDatabase | undefined;
  let callers: { admin: TestCaller; shopper: TestCaller } | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [admin, shopper] = await Promise.all([signedInAdmin(), signedInShopper()]);
    callers = { admin, shopper };
  });
  afterAll(async () => {
    try {
      await database?.dispose();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const staff = new Map<StaffRole, Promise<TestCaller>>();
  const signedIn = () => {
    if (!callers) throw new Error('The admin and shopper are signed in by beforeAll: read them inside a test or hook.');
    return callers;
  };
  return {
    get admin() {
      return signedIn().admin;
    },
    get shopper() {
      return signedIn().shopper;
    },
    staff(role) {
      if (!staff.has(role)) staff.set(role, signedInStaff(role));
      return staff.get(role)!;
    },
  };
}
