import { formatNairaWithKobo } from './money';

// How a before or after value of the activity log reads: money fields (named …Kobo, recorded in
// kobo) as naira with kobo, dates as Lagos time, lists and objects as compact JSON.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && /kobo$/i.test(field)) return `${formatNairaWithKobo(value)} (${value} kobo)`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    return new Date(value).toLocaleString('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' });
  }
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  const json = JSON.stringify(value);
  return json.length > 200 ? `${json.slice(0, 200)}…` : json;
}

/** A field name as words: paymentStatus → "payment status", priceKobo → "price". */
export function auditFieldLabel(field: string) {
  return field
    .replace(/Kobo$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}
