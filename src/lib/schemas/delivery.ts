import '@/lib/zod-jitless';
import { z } from 'zod';
import { NIGERIAN_STATES } from '@/lib/nigeria';
import { nairaAmount, requiredText, wholeNumber } from './fields';

// The admin Delivery screen (docs/decisions/0011): a zone's fees, delivery time and states,
// and the shop's delivery settings, shared by the dialog, the settings card and the server
// actions. The forms hold plain strings; what is saved is kobo and whole numbers, within the
// bounds the database also checks (src/server/db/schema/delivery-tables.ts).

export const DELIVERY_LIMITS = { name: 80, businessDays: 90, pickupReadyDays: 60, displayOrder: 100_000 } as const;

/** A fee the zone always charges: 0 or more (0: delivered free in that zone). */
const fee = (label: string) => nairaAmount(label, 'required').transform((kobo) => kobo ?? 0);

/** Chosen states, each once, in the list's own order; anything that is not a state is refused. */
const states = z
  .array(z.enum(NIGERIAN_STATES, { error: 'Choose states from the list' }), { error: 'Choose states from the list' })
  .min(1, 'Choose at least one state this zone delivers to')
  .transform((chosen) => NIGERIAN_STATES.filter((state) => chosen.includes(state)));

const zoneFields = {
  name: requiredText('Name', DELIVERY_LIMITS.name),
  states,
  parcelFee: fee('Parcel fee'),
  largeFee: fee('Large-piece fee'),
  minBusinessDays: wholeNumber('Minimum days', 0, DELIVERY_LIMITS.businessDays),
  maxBusinessDays: wholeNumber('Maximum days', 0, DELIVERY_LIMITS.businessDays),
  payOnDelivery: z.boolean({ error: 'Choose whether shoppers may pay on delivery' }).optional().default(false),
  active: z.boolean({ error: 'Choose whether the zone is active' }).optional().default(true),
  displayOrder: wholeNumber('Display order', 0, DELIVERY_LIMITS.displayOrder, 0),
};

/** The delivery window cannot end before it starts; the message sits at the maximum. */
function daysInOrder(zone: { minBusinessDays: number; maxBusinessDays: number }, ctx: z.RefinementCtx) {
  if (zone.maxBusinessDays < zone.minBusinessDays) {
    ctx.addIssue({ code: 'custom', path: ['maxBusinessDays'], message: 'Maximum days cannot be fewer than minimum days' });
  }
}

// Checked whenever both day fields are valid, even while other fields are not (by default
// zod skips an object's refinements then), so the form shows every mistake at once.
const DAY_FIELDS: readonly PropertyKey[] = ['minBusinessDays', 'maxBusinessDays'];
const daysParsed = { when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => DAY_FIELDS.includes(issue.path?.[0] ?? '')) };

export const deliveryZoneSchema = z.object(zoneFields).superRefine(daysInOrder, daysParsed);
export const updateDeliveryZoneSchema = z.object({ id: z.uuid('Unknown zone'), ...zoneFields }).superRefine(daysInOrder, daysParsed);
export const deleteDeliveryZoneSchema = z.object({ id: z.uuid('Unknown zone') });

/** What the zone dialog holds: plain strings, '' for an empty field. */
export type DeliveryZoneInput = z.input<typeof deliveryZoneSchema>;
/** What is saved: kobo, whole numbers and the states in the list's order. */
export type DeliveryZoneValues = z.output<typeof deliveryZoneSchema>;

/** A zone save refused at a field (a name another zone has). */
export type DeliveryZoneRefusal = { fieldErrors: Partial<Record<'name', string[]>> };

export const deliverySettingsSchema = z.object({
  // Empty: delivery is never free. The database allows no ₦0 threshold (that would be "always free").
  freeDeliveryThreshold: nairaAmount('Free-delivery threshold', 'optional').refine(
    (kobo) => kobo === null || kobo > 0,
    'The free-delivery threshold must be more than ₦0; leave it empty to always charge delivery',
  ),
  pickupEnabled: z.boolean({ error: 'Choose whether shoppers may pick up at the showroom' }),
  pickupReadyBusinessDays: wholeNumber('Ready for pickup in', 0, DELIVERY_LIMITS.pickupReadyDays),
});

/** What the settings card holds: plain strings, '' for an empty threshold. */
export type DeliverySettingsInput = z.input<typeof deliverySettingsSchema>;
/** What is saved: kobo or null, and whole days. */
