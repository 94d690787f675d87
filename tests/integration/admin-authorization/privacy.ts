import { randomInt } from 'node:crypto';
import { insertDraft } from '../../helpers/drafts';
import { insertProduct, type ActionRegistry } from './_registry';

// Valid inputs for the owner's requests for a phone number (src/server/privacy/actions): a number of its
// own each time, holding one draft order made with it alone, so a download or an erasure finds something.

async function numberWithADraft() {
  const phone = `0803${String(randomInt(10_000_000)).padStart(7, '0')}`;
  await insertDraft(await insertProduct(), { customerEmail: null, customerPhone: `+234${phone.slice(1)}` });
  return phone;
}

export const actions: ActionRegistry = {
  findPhoneRecordsAction: async () => ({ phone: await numberWithADraft() }),
  downloadPhoneRecordsAction: async () => ({ phone: await numberWithADraft() }),
  erasePhoneRecordsAction: async () => ({ phone: await numberWithADraft(), reason: 'Request by phone, checked by a call back', confirmation: 'DELETE' }),
};
