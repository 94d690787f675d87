import '@/lib/zod-jitless';
import { z } from 'zod';
import { unknownVisitStates, visitStates } from '@/lib/catalog/measure-visit';
import { nairaAmount, oneLine } from './fields';

// The Measuring visits card of Website Settings (docs/decisions/0062-we-measure-for-you.md): the states a
// fitter visits ("Lagos, Abuja", saved as the address form spells them; empty: no visits) and the fee of a
// visit, typed in naira and saved in kobo (empty: free).

const STATES_MAX = 500;
const FEE_MAX_KOBO = 100_000_000;

export const measureVisitSettingsSchema = z.object({
  states: oneLine()
    .trim()
    .max(STATES_MAX, `States is too long (${STATES_MAX} characters at most)`)
    .superRefine((text, context) => {
      const unknown = unknownVisitStates(text);
      if (unknown.length > 0) context.addIssue({ code: 'custom', message: `Not a Nigerian state: ${unknown.join(', ')}` });
    })
    .transform((text) => visitStates(text).join(', ')),
  fee: nairaAmount('Fee of a visit', 'optional')
    .transform((kobo) => kobo ?? 0)
    .refine((kobo) => kobo <= FEE_MAX_KOBO, 'Fee of a visit must be at most ₦1,000,000'),
});
