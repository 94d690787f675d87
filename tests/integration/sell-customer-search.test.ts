import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, type TestCaller } from '../helpers/sessions';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { db } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { findCustomersToSellAction } from '@/server/pos/actions/find-for-sale';

// The Sell screen's customer lookup (docs/security.md, "Staff roles and the activity log"): a role with
// customers.read searches by any part of a name, email or phone; a seller without it (Fulfilment) finds a
// customer only by their whole phone number or whole email, so the lookup cannot list who buys here.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

beforeEach(async () => {
  await resetDatabase({ keep: SIGNED_IN_ACCOUNTS });
  await db.insert(customers).values([
    { name: 'Amaka Obi', email: 'Amaka.Obi@example.com', phone: '+2348031234567' },
    { name: 'Tunde Bello', email: 'tunde@example.com', phone: '+2348097654321' },
  ]);
});

async function namesFound(caller: TestCaller, q: string) {
  const result = await as(caller, () => findCustomersToSellAction({ q }));
  if (!result.ok) throw new Error(result.error);
  return result.data.map((customer) => customer.name);
}

describe('finding a customer on the Sell screen', () => {
  it('gives a seller without customers.read nothing for part of a name, email or phone', async () => {
    const fulfilment = await callers.staff('fulfilment');
    for (const partial of ['Amaka', 'a', 'example.com', 'amaka.obi@', '0803', '1234567']) {
      expect(await namesFound(fulfilment, partial), partial).toEqual([]);
    }
  });

  it('finds the one customer for a seller without customers.read by their whole phone, however written, or whole email', async () => {
    const fulfilment = await callers.staff('fulfilment');
    expect(await namesFound(fulfilment, '0803 123 4567')).toEqual(['Amaka Obi']);
    expect(await namesFound(fulfilment, '+234 803 123 4567')).toEqual(['Amaka Obi']);
    expect(await namesFound(fulfilment, 'amaka.obi@EXAMPLE.com')).toEqual(['Amaka Obi']);
    expect(await namesFound(fulfilment, '%@example.com')).toEqual([]);
  });

  it('finds a customer kept under the earlier phone ranges by their whole number, however written', async () => {
    // 0800 numbers were taken and stored until the shop took libphonenumber's ranges (src/lib/nigeria.ts).
    await db.insert(customers).values({ name: 'Chidi Eze', email: 'chidi@example.com', phone: '+2348005550101' });
    const fulfilment = await callers.staff('fulfilment');
    expect(await namesFound(fulfilment, '0800 555 0101')).toEqual(['Chidi Eze']);
    expect(await namesFound(fulfilment, '+234 800 555 0101')).toEqual(['Chidi Eze']);
  });

  it('still finds customers by any part of their name or email for a Manager', async () => {
    const manager = await callers.staff('manager');
    expect(await namesFound(manager, 'amaka')).toEqual(['Amaka Obi']);
    expect(await namesFound(manager, 'example.com')).toEqual(['Amaka Obi', 'Tunde Bello']);
  });
});
