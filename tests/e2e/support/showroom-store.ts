import { expect as baseExpect, test as base } from './test';
import { startPrivateStore, type PrivateStore } from './private-store';
import type { PickupFixture } from './pickup-locations-fixture';

// Specs about a second location (pickup by location, selling in the showroom) run on a store of their own
// with Lekki showroom added (pickup-locations-fixture.ts), so the other specs keep a shop with one location.

export const expect = baseExpect.configure({ timeout: 20_000 });

export const test = base.extend<object, { store: PrivateStore<PickupFixture> }>({
  store: [
    async ({}, provide) => {
      const store = await startPrivateStore<PickupFixture>('tests/e2e/support/pickup-locations-fixture.ts');
      await provide(store);
      await store.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ store }, provide) => provide(store.baseUrl),
});
