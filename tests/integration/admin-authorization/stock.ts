import { newLocation, variantsOf } from '../../helpers/factories';
import { firstLocationId, transferInTransit } from '../../helpers/locations';
import { insertProduct, unique, type ActionRegistry, type QueryRegistry } from './_registry';

// Valid inputs for the stock admin actions (src/server/stock/actions): locations, counts and transfers.

/** A product's single variant, five of it in the main warehouse. */
async function stockedVariant() {
  const product = await insertProduct();
  return (await variantsOf(product.id))[0]!;
}

const locationFields = () => ({
  name: `Showroom ${unique()}`,
  address: '3 Admiralty Way, Lekki',
  openingHours: 'Mon–Sat 10am–6pm',
  pickup: true,
  sellsOnline: true,
  restockBusinessDays: '3',
});

export const actions: ActionRegistry = {
  createLocationAction: async () => locationFields(),
  updateLocationAction: async () => ({ id: (await newLocation()).id, ...locationFields() }),
  deleteLocationAction: async () => ({ id: (await newLocation()).id }),
  moveLocationAction: async () => ({ id: (await newLocation()).id, direction: 'up' }),
  countStockAction: async () => ({ locationId: await firstLocationId(), lines: [{ variantId: (await stockedVariant()).id, held: 5, counted: '4' }], reason: 'damaged' }),
  sendTransferAction: async () => ({
    fromLocationId: await firstLocationId(),
    toLocationId: (await newLocation()).id,
    lines: [{ variantId: (await stockedVariant()).id, quantity: '2' }],
    note: null,
  }),
  receiveTransferAction: async () => ({ id: await transferInTransit((await stockedVariant()).id, (await newLocation()).id, 2) }),
};

export const queries: QueryRegistry = {
  getAdminLocation: async () => [await firstLocationId()],
  listLocationStock: async () => [await firstLocationId(), { q: '', page: 1 }],
  findStockPieces: async () => ['Test', await firstLocationId()],
  getProductStockByLocation: async () => [(await insertProduct()).id],
  listStockTransfers: async () => [{ page: 1 }],
};
