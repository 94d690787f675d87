import 'server-only';
import { asc } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { savedReplies } from '@/server/db/schema';
import { loadDeliveryRules } from '@/server/delivery/rules';
import { pickupLocations } from '@/server/stock/pickup-locations';
import { formatNaira } from '@/lib/money';
import { fillPlaceholders, type SavedReplyPlaceholder } from '@/lib/inbox/saved-reply-placeholders';

// The shop's own values for the saved replies' placeholders (src/lib/inbox/saved-reply-placeholders.ts),
// read from where the shop keeps them: the delivery zones (fees and business days) and the locations
// that offer pickup (the showrooms' addresses and hours). Read when the reply box opens, so a fee changed
// in Delivery is the fee the next reply quotes.

export async function savedReplyValues(): Promise<Record<SavedReplyPlaceholder, string>> {
  const [rules, showrooms] = await Promise.all([loadDeliveryRules(), pickupLocations()]);
  const zoneLine = (zone: (typeof rules.zones)[number], what: string) => `${zone.name} (${zone.states.join(', ')}): ${what}`;
  return {
    delivery_fees: rules.zones.map((zone) => zoneLine(zone, `${formatNaira(zone.parcelFeeKobo)} for a parcel, ${formatNaira(zone.largeFeeKobo)} for furniture`)).join('\n'),
    lead_times: rules.zones.map((zone) => zoneLine(zone, `${zone.minBusinessDays}–${zone.maxBusinessDays} business days`)).join('\n'),
    // A place that offers pickup but has no address or hours written (the warehouse the shop starts with) is left out.
    showroom_address: showrooms.filter((place) => place.address).map((place) => `${place.name}: ${place.address}`).join('\n'),
    showroom_hours: showrooms.filter((place) => place.openingHours).map((place) => `${place.name}: ${place.openingHours}`).join('\n'),
  };
}

export type SavedReplyView = { id: string; title: string; body: string };

/** Every saved reply, by title: `body` as written, `filled` with the shop's values. */
export async function listSavedReplies(): Promise<(SavedReplyView & { filled: string })[]> {
  const [rows, values] = await Promise.all([
    db.select({ id: savedReplies.id, title: savedReplies.title, body: savedReplies.body }).from(savedReplies).orderBy(asc(savedReplies.title)),
    savedReplyValues(),
  ]);
  return rows.map((row) => ({ ...row, filled: fillPlaceholders(row.body, values) }));
}
