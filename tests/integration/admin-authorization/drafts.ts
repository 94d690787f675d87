import { insertDraft } from '../../helpers/drafts';
import { variantsOf } from '../../helpers/factories';
import { firstLocationId } from '../../helpers/locations';
import { insertProduct, type ActionRegistry } from './_registry';

// Valid inputs for the Drafts screen's actions (src/server/drafts/actions): one piece at its list price,
// collected at the first location, so every role that may sell may send it.

async function pricedOne() {
  const product = await insertProduct();
  const [variant] = await variantsOf(product.id);
  return {
    lines: [{ variantId: variant!.id, quantity: 1, price: '45000', measure: null }],
    delivery: { method: 'pickup', locationId: await firstLocationId() },
    discount: '',
    discountReason: '',
  };
}

export const actions: ActionRegistry = {
  createDraftAction: async () => ({ customer: { name: 'Amaka Obi', phone: '0803 123 4567', email: '' }, ...(await pricedOne()), linkDays: '7', note: '' }),
  priceDraftAction: pricedOne,
  findPiecesForDraftAction: async () => ({ q: 'Test' }),
  renewDraftLinkAction: async () => ({ draftId: (await insertDraft(await insertProduct())).draftId, linkDays: 3 }),
  mailDraftLinkAction: async () => insertDraft(await insertProduct()),
  messageDraftLinkAction: async () => insertDraft(await insertProduct()),
  cancelDraftAction: async () => ({ draftId: (await insertDraft(await insertProduct())).draftId }),
};
