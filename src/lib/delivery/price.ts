import type { DeliveryClass, DeliveryMethod } from '@/lib/constants';
import { addBusinessDays, addCalendarDays } from './business-days';

// What delivery costs and when it arrives, from the shop's rules (docs/decisions/0011):
// the browser shows it before the order and the server computes it again when placing it,
// with this same code, so the two can only differ when the rules changed in between.

export type DeliveryZoneRule = {
  name: string;
  states: readonly string[];
  parcelFeeKobo: number;
  largeFeeKobo: number;
  minBusinessDays: number;
  maxBusinessDays: number;
  payOnDelivery: boolean;
};

export type DeliveryRules = {
  /** Active zones only. */
  zones: readonly DeliveryZoneRule[];
  /** A subtotal at or above this is delivered free; null: never free. */
  freeDeliveryThresholdKobo: number | null;
  pickup: { enabled: boolean; readyBusinessDays: number };
};

export type DeliveryLine = { deliveryClass: DeliveryClass; leadTimeMinDays: number | null; leadTimeMaxDays: number | null };

/** `extraBusinessDays`: what the pickup location needs to bring pieces it does not hold from another location. */
export type DeliveryChoice = { method: 'delivery'; state: string } | { method: 'pickup'; extraBusinessDays?: number };

/** Lagos calendar days, YYYY-MM-DD, both inclusive. */
export type DeliveryWindow = { start: string; end: string };

export type DeliveryPrice = {
  method: DeliveryMethod;
  state: string | null;
  zoneName: string | null;
  feeKobo: number;
  /** True when the fee is 0 because the subtotal reached the free-delivery threshold. */
  freeByThreshold: boolean;
  payOnDelivery: boolean;
  window: DeliveryWindow;
};

/** `quote` stays the key's name: the checkout page and the tests read it. */
export type DeliveryPriceResult = { ok: true; quote: DeliveryPrice } | { ok: false; reason: 'no-zone' | 'pickup-unavailable' };

export function zoneForState(rules: DeliveryRules, state: string): DeliveryZoneRule | null {
  return rules.zones.find((zone) => zone.states.includes(state)) ?? null;
}

/** The days every line needs before it can leave: the longest made-to-order lead time. */
export function readyRange(lines: readonly DeliveryLine[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const line of lines) {
    min = Math.max(min, line.leadTimeMinDays ?? 0);
    max = Math.max(max, line.leadTimeMaxDays ?? line.leadTimeMinDays ?? 0);
  }
  return { min, max };
}

/**
 * One large piece makes the whole order a two-person delivery, so the order pays the zone's
 * large-piece fee once; otherwise its parcel fee. A subtotal at the threshold goes free.
 */
export function priceDelivery(
  rules: DeliveryRules,
  choice: DeliveryChoice,
  lines: readonly DeliveryLine[],
  subtotalKobo: number,
  today: string,
): DeliveryPriceResult {
  const ready = readyRange(lines);
  const readyFrom = addCalendarDays(today, ready.min);
  const readyBy = addCalendarDays(today, ready.max);

  if (choice.method === 'pickup') {
    if (!rules.pickup.enabled) return { ok: false, reason: 'pickup-unavailable' };
    const days = rules.pickup.readyBusinessDays + (choice.extraBusinessDays ?? 0);
    return {
      ok: true,
      quote: {
        method: 'pickup',
        state: null,
        zoneName: null,
        feeKobo: 0,
        freeByThreshold: false,
        payOnDelivery: false,
        window: { start: addBusinessDays(readyFrom, days), end: addBusinessDays(readyBy, days) },
      },
    };
  }

  const zone = zoneForState(rules, choice.state);
  if (!zone) return { ok: false, reason: 'no-zone' };
  const large = lines.some((line) => line.deliveryClass === 'large');
  const threshold = rules.freeDeliveryThresholdKobo;
  const freeByThreshold = threshold !== null && subtotalKobo >= threshold;
  return {
    ok: true,
    quote: {
      method: 'delivery',
      state: choice.state,
      zoneName: zone.name,
      feeKobo: freeByThreshold ? 0 : large ? zone.largeFeeKobo : zone.parcelFeeKobo,
      freeByThreshold,
      payOnDelivery: zone.payOnDelivery,
      window: {
        start: addBusinessDays(readyFrom, zone.minBusinessDays),
        end: addBusinessDays(readyBy, zone.maxBusinessDays),
      },
    },
  };
}
