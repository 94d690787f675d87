import 'server-only';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { uniqueViolation } from '@/server/db/errors';
import { deliveryZones, deliveryZoneStates } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { DeliveryZoneRefusal, DeliveryZoneValues } from '@/lib/schemas/delivery';
import { changedFields } from '@/server/audit/audit-changes';
import { recordAudit } from '@/server/audit/record-audit';

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

/** A zone as the activity log records it: its columns and states, fees in kobo. */
export async function zoneAsRecorded(tx: Transaction, zoneId: string) {
  const [zone] = await tx
    .select({
      name: deliveryZones.name,
      parcelFeeKobo: deliveryZones.parcelFeeKobo,
      largeFeeKobo: deliveryZones.largeFeeKobo,
      minBusinessDays: deliveryZones.minBusinessDays,
      maxBusinessDays: deliveryZones.maxBusinessDays,
      payOnDelivery: deliveryZones.payOnDelivery,
      active: deliveryZones.active,
      displayOrder: deliveryZones.displayOrder,
    })
    .from(deliveryZones)
    .where(eq(deliveryZones.id, zoneId));
  if (!zone) return null;
  const states = await tx.select({ state: deliveryZoneStates.state }).from(deliveryZoneStates).where(eq(deliveryZoneStates.zoneId, zoneId));
  return { ...zone, states: states.map((row) => row.state).sort() };
}

type RecordedZone = Awaited<ReturnType<typeof zoneAsRecorded>>;

/** A zone's change in the activity log, in its transaction (docs/decisions/0037-staff-roles-and-the-activity-log.md). */
export async function recordZoneAudit(tx: Transaction, zoneId: string, action: 'create' | 'update' | 'delete', before: RecordedZone, after: RecordedZone) {
  // Saved unchanged: nothing to record.
  if (action === 'update' && Object.keys(changedFields(before, after)).length === 0) return;
  const name = after?.name ?? before?.name ?? '';
  await recordAudit(tx, { entityType: 'delivery_zone', entityId: zoneId, label: `Delivery zone ${name}`, action, before, after });
}
