// Money typed into a form field and written back into one, as kobo (see money.ts). Apart from
// money.ts because the storefront's scripts print prices but never read them: the bundler keeps
// every export of a module a page imports.

const DECIMAL = /^\s*(\d{1,13})(?:\.(\d{1,2}))?\s*$/;

/** Parses "450000", "1,250.5" or "₦1,250.50" to kobo without floats; null if it is not money. */
export function parseNairaToKobo(input: string): number | null {
  const cleaned = input.replace(/[₦,\s]/g, '');
  const match = DECIMAL.exec(cleaned);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The kobo amount as a plain decimal string for form fields: 125050 -> "1250.50". */
export function koboToDecimalString(kobo: number): string {
  const whole = Math.trunc(kobo / 100);
  const rest = kobo % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
