// Money is an integer number of kobo everywhere (1 naira = 100 kobo); this is the one
// place that turns it into text (money-input.ts reads it from form fields).

const nairaFormat = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** ₦450,000, ₦1,250.50 or -₦0.50. */
export function formatNaira(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`Money must be whole kobo, got ${kobo}`);
  // The sign is written apart: under ₦1 the naira part is 0, which has no sign to carry.
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  const rest = abs % 100;
  // Format from the two integer parts so no fractional float is ever rounded.
  const text = nairaFormat.format(Number(`${Math.trunc(abs / 100)}.${String(rest).padStart(2, '0')}`));
  return sign + (rest === 0 ? text : text.replace(/\.(\d)$/, '.$10'));
}

/** The kobo amount in naira with exactly two decimals, for machines (JSON-LD offers): 125050 -> "1250.50". */
export function koboToNairaDecimal(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`Money must be whole kobo, got ${kobo}`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const wholeNaira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** ₦450,000.00: always two kobo digits, for receipts, where a column of figures must line up. */
export function formatNairaWithKobo(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`Money must be whole kobo, got ${kobo}`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}₦${wholeNaira.format(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
