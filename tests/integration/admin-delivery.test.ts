import { beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInAdmin, type TestCaller } from '../helpers/sessions';
import { auditMark, auditRowsAfter, auditRowsOf } from '../helpers/audit-rows-of';
import { db } from '@/server/db/client';
import { deliverySettings, deliveryZones, deliveryZoneStates, users } from '@/server/db/schema';
import { insertSettings } from '../../seed/base';
import { DELIVERY_ZONES, FREE_DELIVERY_THRESHOLD_NAIRA, insertDeliveryZones } from '../../seed/delivery';
import { storefrontVersion } from '@/server/storefront-cache';
import { NIGERIAN_STATES } from '@/lib/nigeria';
import { zoneForState } from '@/lib/delivery/price';
import type { DeliverySettingsInput, DeliveryZoneInput } from '@/lib/schemas/delivery';
import { DEFAULT_DELIVERY_SETTINGS, getAdminDelivery } from '@/server/delivery/admin-delivery-reads';
import { loadDeliveryRules } from '@/server/delivery/rules';
import { createDeliveryZoneAction } from '@/server/delivery/actions/create-delivery-zone';
import { updateDeliveryZoneAction } from '@/server/delivery/actions/update-delivery-zone';
import { deleteDeliveryZoneAction } from '@/server/delivery/actions/delete-delivery-zone';
import { updateDeliverySettingsAction } from '@/server/delivery/actions/update-delivery-settings';

// The admin Delivery screen's actions against a real database and real sessions, on the
// seeded zones: a state is always in exactly one zone, every write is stamped with its admin,
// the form's messages, and the storefront's rules (loadDeliveryRules) following every save.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
let otherAdmin: TestCaller;

beforeAll(async () => {
  // The base seed's website settings (the showroom address) and delivery zones.
  await db.transaction(async (tx) => {
    await insertSettings(tx);
    await insertDeliveryZones(tx);
  });
  otherAdmin = await signedInAdmin();
});

const create = (input: DeliveryZoneInput, caller = callers.admin) => as(caller, () => createDeliveryZoneAction(input));
const update = (id: string, input: DeliveryZoneInput, caller = callers.admin) => as(caller, () => updateDeliveryZoneAction({ id, ...input }));
const remove = (id: string) => as(callers.admin, () => deleteDeliveryZoneAction({ id }));
const saveSettings = (input: DeliverySettingsInput, caller = callers.admin) => as(caller, () => updateDeliverySettingsAction(input));
const screen = () => as(callers.admin, () => getAdminDelivery());

/** A valid zone as the dialog sends it; `fields` override. */
const zoneInput = (fields: Partial<DeliveryZoneInput> = {}): DeliveryZoneInput => ({
  name: 'Test zone',
  states: ['Kano'],
  parcelFee: '9000',
  largeFee: '60000',
  minBusinessDays: '2',
  maxBusinessDays: '4',
  payOnDelivery: false,
  active: true,
  displayOrder: '9',
  ...fields,
});

async function created(input: DeliveryZoneInput, caller = callers.admin) {
  const result = await create(input, caller);
  if (!result.ok) throw new Error(`create failed: ${result.error} ${JSON.stringify(result.fieldErrors)}`);
  return result.data;
}

async function userId(caller: TestCaller) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return row!.id;
}

const zoneRow = async (id: string) => (await db.select().from(deliveryZones).where(eq(deliveryZones.id, id)))[0];
const zoneNamed = async (name: string) => (await db.select().from(deliveryZones).where(eq(deliveryZones.name, name)))[0]!;

/** The zone ids serving `state`: the primary key allows at most one row per state. */
async function zonesOf(state: string) {
  return (await db.select().from(deliveryZoneStates).where(eq(deliveryZoneStates.state, state))).map((row) => row.zoneId);
}

const zoneCount = async () => (await db.select({ id: deliveryZones.id }).from(deliveryZones)).length;

describe('the seeded zones', () => {
  it('are five, cover all 37 states once each, and leave no state unzoned', async () => {
    const { zones, unzonedStates, settings, pickupPlaces } = await screen();
    expect(zones.map((zone) => zone.name)).toEqual(DELIVERY_ZONES.map((zone) => zone.name));
    const covered = zones.flatMap((zone) => zone.states);
    expect(covered).toHaveLength(37);
    expect([...covered].sort()).toEqual([...NIGERIAN_STATES].sort());
    expect(unzonedStates).toEqual([]);
    expect(zones[0]).toMatchObject({ name: 'Lagos', states: ['Lagos'], parcelFeeKobo: 5_000_00, largeFeeKobo: 25_000_00, minBusinessDays: 1, maxBusinessDays: 3, payOnDelivery: true, active: true });
    expect(settings).toEqual({ freeDeliveryThresholdKobo: FREE_DELIVERY_THRESHOLD_NAIRA * 100, pickupEnabled: true, pickupReadyBusinessDays: 2 });
    expect(pickupPlaces).toEqual([{ name: 'Main warehouse', address: expect.stringMatching(/Lagos/) }]);

    const rules = await loadDeliveryRules();
    for (const state of NIGERIAN_STATES) expect(zoneForState(rules, state), state).not.toBeNull();
  });
});

describe('creating a zone', () => {
  it('saves fees as kobo, stamps the admin, and moves a chosen state out of its old zone', async () => {
    const version = storefrontVersion();
    const zone = await created(
      zoneInput({ name: '  Lagos Express  ', states: ['Lagos'], parcelFee: '₦7,500.50', largeFee: '30000', minBusinessDays: '0', maxBusinessDays: '1', payOnDelivery: true, displayOrder: '' }),
    );
    expect(zone.name).toBe('Lagos Express');
    expect(await zoneRow(zone.id)).toMatchObject({
      parcelFeeKobo: 7_500_50,
      largeFeeKobo: 30_000_00,
      minBusinessDays: 0,
      maxBusinessDays: 1,
      payOnDelivery: true,
      active: true,
      displayOrder: 0,
      updatedBy: await userId(callers.admin),
    });
    expect(await zonesOf('Lagos')).toEqual([zone.id]);
    expect(storefrontVersion()).toBeGreaterThan(version);

    // The old Lagos zone has no state left, and was stamped as changed by the same admin.
    const oldLagos = await zoneNamed('Lagos');
    expect(oldLagos.updatedBy).toBe(await userId(callers.admin));
    expect((await screen()).zones.find((z) => z.id === oldLagos.id)?.states).toEqual([]);

    const rules = await loadDeliveryRules();
    expect(zoneForState(rules, 'Lagos')).toMatchObject({ name: 'Lagos Express', parcelFeeKobo: 7_500_50, payOnDelivery: true });
  });
});

describe('updating a zone', () => {
  it('changes its fields and states in one save: a left-out state is unzoned, a chosen one moves here', async () => {
    const zone = await created(zoneInput({ name: 'Kano Express', states: ['Kano', 'Jigawa'] }));
    const north = await zoneNamed('North');
    expect(await zonesOf('Kano')).toEqual([zone.id]);

    const version = storefrontVersion();
    const result = await update(
      zone.id,
      zoneInput({ name: 'Kano and Kaduna', states: ['Kano', 'Kaduna'], parcelFee: '11000', largeFee: '0', minBusinessDays: '3', maxBusinessDays: '3', payOnDelivery: true, displayOrder: '2' }),
      otherAdmin,
    );
    expect(result).toEqual({ ok: true, data: { id: zone.id, name: 'Kano and Kaduna' } });
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await zoneRow(zone.id)).toMatchObject({
      name: 'Kano and Kaduna',
      parcelFeeKobo: 11_000_00,
      largeFeeKobo: 0,
      minBusinessDays: 3,
      maxBusinessDays: 3,
      payOnDelivery: true,
      displayOrder: 2,
      updatedBy: await userId(otherAdmin),
    });
    // Each state in exactly one zone: Kaduna left North, Jigawa was released.
    expect(await zonesOf('Kano')).toEqual([zone.id]);
    expect(await zonesOf('Kaduna')).toEqual([zone.id]);
    expect(await zonesOf('Jigawa')).toEqual([]);
    expect((await zoneRow(north.id))?.updatedBy).toBe(await userId(otherAdmin));

    const view = await screen();
    expect(view.zones.find((z) => z.id === zone.id)?.states).toEqual(['Kaduna', 'Kano']);
    expect(view.zones.find((z) => z.id === north.id)?.states).not.toContain('Kaduna');
    expect(view.unzonedStates).toEqual(['Jigawa']);
    const rules = await loadDeliveryRules();
    expect(zoneForState(rules, 'Kaduna')).toMatchObject({ name: 'Kano and Kaduna', parcelFeeKobo: 11_000_00, largeFeeKobo: 0 });
    expect(zoneForState(rules, 'Jigawa')).toBeNull();
  });

  it('takes an inactive zone out of the storefront rules, and brings it back when active again', async () => {
    const zone = await created(zoneInput({ name: 'Sokoto Seasonal', states: ['Sokoto'] }));
    expect(zoneForState(await loadDeliveryRules(), 'Sokoto')?.name).toBe('Sokoto Seasonal');

    expect(await update(zone.id, zoneInput({ name: 'Sokoto Seasonal', states: ['Sokoto'], active: false }))).toMatchObject({ ok: true });
    const rules = await loadDeliveryRules();
    expect(rules.zones.map((z) => z.name)).not.toContain('Sokoto Seasonal');
    expect(zoneForState(rules, 'Sokoto')).toBeNull();
    // The admin still sees it, inactive, with its state (so the state is not "unzoned").
    const view = await screen();
    expect(view.zones.find((z) => z.id === zone.id)).toMatchObject({ active: false, states: ['Sokoto'] });
    expect(view.unzonedStates).not.toContain('Sokoto');

    await update(zone.id, zoneInput({ name: 'Sokoto Seasonal', states: ['Sokoto'], active: true }));
    expect(zoneForState(await loadDeliveryRules(), 'Sokoto')?.name).toBe('Sokoto Seasonal');
  });

  it('refuses a zone that no longer exists', async () => {
    const zone = await created(zoneInput({ name: 'Short-lived', states: ['Yobe'] }));
    await db.delete(deliveryZones).where(eq(deliveryZones.id, zone.id));
    expect(await update(zone.id, zoneInput({ name: 'Short-lived', states: ['Yobe'] }))).toMatchObject({
      ok: false,
      code: 'rejected',
      error: 'This zone no longer exists. Reload the page.',
    });
    expect(await zonesOf('Yobe')).toEqual([]);
  });
});

describe('the form rules', () => {
  it('refuses fewer maximum days than minimum, a negative or malformed fee, no states and too many days', async () => {
    const before = await zoneCount();
    // Said together with the other fields' mistakes, not only once they are fixed.
    expect(await create(zoneInput({ name: ' ', minBusinessDays: '5', maxBusinessDays: '2' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { name: ['Name is required'], maxBusinessDays: ['Maximum days cannot be fewer than minimum days'] },
    });
    expect(await create(zoneInput({ name: 'Bad fees', parcelFee: '-500', largeFee: 'lots' }))).toMatchObject({
      ok: false,
      fieldErrors: { parcelFee: ['Parcel fee cannot be negative'], largeFee: ['Enter an amount in naira, e.g. 5000 or 5000.50'] },
    });
    expect(await create(zoneInput({ name: '', states: [], parcelFee: '', minBusinessDays: '', maxBusinessDays: '91', displayOrder: '1.5' }))).toMatchObject({
      ok: false,
      fieldErrors: {
        name: ['Name is required'],
        states: ['Choose at least one state this zone delivers to'],
        parcelFee: ['Parcel fee is required'],
        minBusinessDays: ['Minimum days is required'],
        maxBusinessDays: ['Maximum days must be at most 90'],
        displayOrder: ['Display order must be a whole number'],
      },
    });
    expect(await create(zoneInput({ name: 'Not a state', states: ['Lagos', 'Atlantis'] as DeliveryZoneInput['states'] }))).toMatchObject({
      ok: false,
      fieldErrors: { 'states.1': ['Choose states from the list'] },
    });
    expect(await zoneCount()).toBe(before);
  });

  it("refuses another zone's name, in any case, with the message at the name", async () => {
    const before = await zoneCount();
    const message = 'A zone named south-west already exists. Choose another name.';
    expect(await create(zoneInput({ name: 'south-west', states: ['Ogun'] }))).toEqual({
      ok: false,
      code: 'rejected',
      error: message,
      details: { fieldErrors: { name: [message] } },
    });
    expect(await zoneCount()).toBe(before);
    // Ogun was not moved by the refused save.
    expect(await zonesOf('Ogun')).toEqual([(await zoneNamed('South-West')).id]);

    const zone = await created(zoneInput({ name: 'Rename me', states: ['Borno'] }));
    expect(await update(zone.id, zoneInput({ name: 'NORTH', states: ['Borno'] }))).toMatchObject({
      ok: false,
      code: 'rejected',
      details: { fieldErrors: { name: ['A zone named NORTH already exists. Choose another name.'] } },
    });
    expect((await zoneRow(zone.id))?.name).toBe('Rename me');
    // Its own name, in another case, is no clash.
    expect(await update(zone.id, zoneInput({ name: 'RENAME ME', states: ['Borno'] }))).toMatchObject({ ok: true });
  });
});

describe('deleting a zone', () => {
  it('removes it and leaves its states unzoned, delivered nowhere', async () => {
    const zone = await created(zoneInput({ name: 'Gone soon', states: ['Taraba', 'Gombe'] }));
    const version = storefrontVersion();
    expect(await remove(zone.id)).toEqual({ ok: true, data: { id: zone.id } });
    expect(await zoneRow(zone.id)).toBeUndefined();
    expect(await zonesOf('Taraba')).toEqual([]);
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect((await screen()).unzonedStates).toEqual(expect.arrayContaining(['Gombe', 'Taraba']));
    expect(zoneForState(await loadDeliveryRules(), 'Gombe')).toBeNull();
    expect(await remove(zone.id)).toMatchObject({ ok: false, code: 'rejected', error: 'This zone no longer exists. Reload the page.' });
  });
});

describe('the delivery settings', () => {
  it('saves the threshold as kobo and pickup, stamped with the admin; an empty threshold means never free', async () => {
    const version = storefrontVersion();
    expect(await saveSettings({ freeDeliveryThreshold: '2,000,000', pickupEnabled: false, pickupReadyBusinessDays: '5' }, otherAdmin)).toEqual({
      ok: true,
      data: { freeDeliveryThresholdKobo: 2_000_000_00, pickupEnabled: false, pickupReadyBusinessDays: 5 },
    });
    expect(storefrontVersion()).toBeGreaterThan(version);
    const [row] = await db.select().from(deliverySettings);
    expect(row).toMatchObject({ id: 1, freeDeliveryThresholdKobo: 2_000_000_00, pickupEnabled: false, pickupReadyBusinessDays: 5, updatedBy: await userId(otherAdmin) });
    expect(await loadDeliveryRules()).toMatchObject({ freeDeliveryThresholdKobo: 2_000_000_00, pickup: { enabled: false, readyBusinessDays: 5 } });

    await saveSettings({ freeDeliveryThreshold: '  ', pickupEnabled: true, pickupReadyBusinessDays: '0' });
    expect((await screen()).settings).toEqual({ freeDeliveryThresholdKobo: null, pickupEnabled: true, pickupReadyBusinessDays: 0 });
    expect(await loadDeliveryRules()).toMatchObject({ freeDeliveryThresholdKobo: null, pickup: { enabled: true, readyBusinessDays: 0 } });
  });

  it('refuses a ₦0 or negative threshold and pickup days outside 0-60, changing nothing', async () => {
    const [before] = await db.select().from(deliverySettings);
    expect(await saveSettings({ freeDeliveryThreshold: '0', pickupEnabled: true, pickupReadyBusinessDays: '61' })).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        freeDeliveryThreshold: ['The free-delivery threshold must be more than ₦0; leave it empty to always charge delivery'],
        pickupReadyBusinessDays: ['Ready for pickup in must be at most 60'],
      },
    });
    expect(await saveSettings({ freeDeliveryThreshold: '-1', pickupEnabled: true, pickupReadyBusinessDays: '' })).toMatchObject({
      ok: false,
      fieldErrors: { freeDeliveryThreshold: ['Free-delivery threshold cannot be negative'], pickupReadyBusinessDays: ['Ready for pickup in is required'] },
    });
    const [after] = await db.select().from(deliverySettings);
    expect(after).toEqual(before);
  });

  it('shows the defaults when the row is missing, and the first save creates it', async () => {
    await db.delete(deliverySettings);
    expect((await screen()).settings).toEqual(DEFAULT_DELIVERY_SETTINGS);
    expect(await saveSettings({ freeDeliveryThreshold: '900000', pickupEnabled: true, pickupReadyBusinessDays: '3' })).toMatchObject({ ok: true });
    const rows = await db.select().from(deliverySettings);
    expect(rows).toEqual([expect.objectContaining({ id: 1, freeDeliveryThresholdKobo: 900_000_00, pickupReadyBusinessDays: 3, updatedBy: await userId(callers.admin) })]);
  });
});

describe('the activity log', () => {
  it('records a zone created, changed and deleted with its fees in kobo and its states, and the delivery settings changed', async () => {
    const zone = await created(zoneInput({ name: `Audit zone ${randomUUID().slice(0, 6)}`, states: ['Kwara'] }));
    expect(await update(zone.id, zoneInput({ name: zone.name, states: ['Kwara', 'Kogi'], parcelFee: '9500' }))).toMatchObject({ ok: true });
    expect(await remove(zone.id)).toMatchObject({ ok: true });

    const rows = await auditRowsOf('delivery_zone', zone.id);
    expect(rows.map((row) => [row.action, row.entityLabel])).toEqual([
      ['create', `Delivery zone ${zone.name}`],
      ['update', `Delivery zone ${zone.name}`],
      ['delete', `Delivery zone ${zone.name}`],
    ]);
    expect(rows[0]!.changes).toMatchObject({ parcelFeeKobo: { before: null, after: 9_000_00 }, states: { before: null, after: ['Kwara'] } });
    expect(rows[1]!.changes).toEqual({ parcelFeeKobo: { before: 9_000_00, after: 9_500_00 }, states: { before: ['Kwara'], after: ['Kogi', 'Kwara'] } });
    expect(rows[2]!.changes).toMatchObject({ name: { before: zone.name, after: null } });

    const mark = await auditMark();
    expect(await saveSettings({ freeDeliveryThreshold: '1234567', pickupEnabled: true, pickupReadyBusinessDays: '2' })).toMatchObject({ ok: true });
    const [settings] = await auditRowsAfter(mark);
    expect(settings).toMatchObject({ entityType: 'delivery_settings', action: 'update', changes: { freeDeliveryThresholdKobo: { after: 1_234_567_00 } } });
  });
});
