import { formatDateTime } from './dates';

// Said apart from src/lib/deposit.ts, which checkout and /quote load in the browser: this needs the date formatting.
/** When a deposit order's balance is due, as the customer reads it: by its due time, once set at Ready for delivery. */
export function balanceDueWords(balanceDueAt: Date | null): string {
  return balanceDueAt ? `due by ${formatDateTime(balanceDueAt)}` : 'due when your order is ready for delivery';
}
