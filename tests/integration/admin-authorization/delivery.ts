import { db } from '@/server/db/client';
import { deliveryZones } from '@/server/db/schema';
import { unique, type ActionRegistry } from './_registry';

// Valid inputs for the Delivery admin actions (src/server/delivery/actions/*). Each zone takes
// a state from the others, which is what an admin's save does too.

async function insertZone() {
  const [row] = await db
    .insert(deliveryZones)
    .values({ name: `Zone ${unique()}`, parcelFeeKobo: 5_000_00, largeFeeKobo: 25_000_00, minBusinessDays: 1, maxBusinessDays: 3 })
    .returning({ id: deliveryZones.id, name: deliveryZones.name });
  return row!;
}

const zoneFields = () => ({
  name: `Zone ${unique()}`,
  states: ['Lagos', 'Ogun'],
  parcelFee: '5000',
  largeFee: '25,000.50',
  minBusinessDays: '1',
  maxBusinessDays: '3',
  payOnDelivery: true,
  active: true,
  displayOrder: '',
});

export const actions: ActionRegistry = {
  createDeliveryZoneAction: async () => zoneFields(),
  updateDeliveryZoneAction: async () => ({ id: (await insertZone()).id, ...zoneFields() }),
  deleteDeliveryZoneAction: async () => ({ id: (await insertZone()).id }),
  updateDeliverySettingsAction: async () => ({ freeDeliveryThreshold: '1,500,000', pickupEnabled: true, pickupReadyBusinessDays: '2' }),
};
