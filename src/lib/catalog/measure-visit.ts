// "We measure for you" (docs/decisions/0062-we-measure-for-you.md): a fitter's paid visit to measure the
// windows for a piece made to measure, booked with a preferred date in the states the shop visits. Shared
// by the product page, the booking form, the settings card and the server.

import { NIGERIAN_STATES, type NigerianState } from '@/lib/nigeria';
import { formatLongDate } from '@/lib/dates';

/** The shop's setting (website_settings.measure_visit_*): the states it visits (none: not offered) and the fee, in kobo. */
export type MeasureVisitSettings = { states: string; feeKobo: number };

/** A new shop's: Lagos and Abuja, ₦15,000 a visit. */
export const MEASURE_VISIT_DEFAULTS = { states: 'Lagos, Federal Capital Territory', feeKobo: 1_500_000 } as const satisfies MeasureVisitSettings;

/** The soonest a visit can be: tomorrow (the fitters plan a day ahead); the latest, this many days on. */
export const VISIT_DAYS_AHEAD_MAX = 90;

/** What people call the capital, and what the address form names it. */
const STATE_ALIASES: Record<string, NigerianState> = { abuja: 'Federal Capital Territory', fct: 'Federal Capital Territory' };

/** The states a setting names ("Lagos, Abuja"), as the address form spells them, each once, in order; unknown names are dropped. */
export function visitStates(setting: string): NigerianState[] {
  const found = setting
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .map((name) => STATE_ALIASES[name] ?? NIGERIAN_STATES.find((state) => state.toLowerCase() === name))
    .filter((state): state is NigerianState => state !== undefined);
  return [...new Set(found)];
}

/** The names a setting gives that are no state, for the settings card's refusal. */
export function unknownVisitStates(setting: string): string[] {
  return setting
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && visitStates(name).length === 0);
}

/** "Lagos and Abuja": the states for a shopper to read, the capital by the name they use. */
export function visitAreaText(states: readonly NigerianState[]): string {
  const names = states.map((state) => (state === 'Federal Capital Territory' ? 'Abuja' : state));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The booking form's address: /quote?visit=<product id>. */
export const measureVisitHref = (productId: string) => `/quote?visit=${productId}`;

/** The quote's one line: what the shopper pays for, and what the fitters read. */
export const measureVisitLine = (productName: string, preferredDay: string) =>
  `Measuring visit for ${productName}, preferred date ${formatLongDate(`${preferredDay}T12:00:00+01:00`)}`;
