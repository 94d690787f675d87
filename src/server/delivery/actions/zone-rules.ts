import 'server-only';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { uniqueViolation } from '@/server/db/errors';
import { deliveryZones, deliveryZoneStates } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { DeliveryZoneRefusal, DeliveryZoneValues } from '@/lib/schemas/delivery';

// The rules the zone actions share: zone names are unique (compared without case, so
// "Lagos" and "lagos" cannot both appear at checkout), and a state belongs to one zone only,
// so choosing a state for a zone takes it from the zone that had it.

export type SavedDeliveryZone = { id: string; name: string };

function duplicateName(name: string) {
  const message = `A zone named ${name} already exists. Choose another name.`;
  return new ActionError<DeliveryZoneRefusal>(message, { fieldErrors: { name: [message] } });
}

/** Refuses a name another zone has, in any case. */
export async function checkNameFree(tx: Transaction, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(and(sql`lower(${deliveryZones.name}) = lower(${name})`, exceptId ? ne(deliveryZones.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw duplicateName(name);
}

/**
 * Two saves of the same name at once both pass the check above; the unique constraint stops
 * the second, which becomes the same clear refusal.
 */
export async function refuseDuplicateName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === '' || constraint === 'delivery_zones_name_unique') throw duplicateName(name);
    throw error;
  }
}

/** The zone's columns as saved, stamped with the admin who saved them. */
export function zoneColumns(zone: DeliveryZoneValues, adminId: string) {
  return {
    name: zone.name,
    parcelFeeKobo: zone.parcelFee,
    largeFeeKobo: zone.largeFee,
    minBusinessDays: zone.minBusinessDays,
    maxBusinessDays: zone.maxBusinessDays,
    payOnDelivery: zone.payOnDelivery,
    active: zone.active,
    displayOrder: zone.displayOrder,
    updatedBy: adminId,
    updatedAt: new Date(),
  };
}

/**
 * Makes `states` exactly the zone's states: the ones left out are released (no zone serves
 * them until another takes them), the chosen ones are moved here from any zone that had them.
 * The zones that lost a state are stamped as changed by this admin too.
 */
export async function assignStates(tx: Transaction, zoneId: string, states: readonly string[], adminId: string) {
  await tx.delete(deliveryZoneStates).where(and(eq(deliveryZoneStates.zoneId, zoneId), notInArray(deliveryZoneStates.state, [...states])));
  const previous = await tx
    .select({ zoneId: deliveryZoneStates.zoneId })
    .from(deliveryZoneStates)
    .where(and(inArray(deliveryZoneStates.state, [...states]), ne(deliveryZoneStates.zoneId, zoneId)));
  // The state is the primary key: an upsert moves a state in one statement, never leaving it in two zones.
  await tx
    .insert(deliveryZoneStates)
    .values(states.map((state) => ({ state, zoneId })))
    .onConflictDoUpdate({ target: deliveryZoneStates.state, set: { zoneId } });
  const losers = [...new Set(previous.map((row) => row.zoneId))];
  if (losers.length > 0) {
    await tx.update(deliveryZones).set({ updatedBy: adminId, updatedAt: new Date() }).where(inArray(deliveryZones.id, losers));
  }
}
