// The Invoice Reference Number MBS knows an invoice by (docs/decisions/0070-e-invoicing.md):
//
//   {invoice number, letters and digits only}-{the business's 8-character Service ID}-{YYYYMMDD of issue}
//
// e.g. ORD202611267K48LY-59854B81-20261126. MBS refuses hyphens, slashes or spaces inside the
// invoice number, so the order number loses its hyphens; nothing else about it changes.

const SERVICE_ID = /^[A-Za-z0-9]{8}$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An IRN's three parts; the date must also be a real calendar day (isIrn checks that). */
export const IRN_PATTERN = /^([A-Za-z0-9]+)-([A-Za-z0-9]{8})-(\d{8})$/;

/** The Service ID MBS gives a business: 8 letters or digits. */
export function isServiceId(value: string): boolean {
  return SERVICE_ID.test(value);
}

/** 'YYYY-MM-DD' naming a day that exists (no 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** ORD-20261126-7K48LY → ORD202611267K48LY. */
export function invoiceNumberOf(orderNumber: string): string {
  const invoiceNumber = orderNumber.replace(/[^A-Za-z0-9]/g, '');
  if (!invoiceNumber) throw new RangeError(`An order number needs letters or digits to make an invoice number, got "${orderNumber}"`);
  return invoiceNumber;
}

export function irnOf(input: { invoiceNumber: string; serviceId: string; issueDate: string }): string {
  const { invoiceNumber, serviceId, issueDate } = input;
  if (!/^[A-Za-z0-9]+$/.test(invoiceNumber)) throw new RangeError(`An invoice number is letters and digits only, got "${invoiceNumber}"`);
  if (!isServiceId(serviceId)) throw new RangeError(`A Service ID is 8 letters or digits, got "${serviceId}"`);
  if (!isIsoDay(issueDate)) throw new RangeError(`An issue date is a day written YYYY-MM-DD, got "${issueDate}"`);
  return `${invoiceNumber}-${serviceId}-${issueDate.replaceAll('-', '')}`;
}

/** The parts of an IRN, the date written back as 'YYYY-MM-DD'; null when it is not one. */
export function parseIrn(irn: string): { invoiceNumber: string; serviceId: string; issueDate: string } | null {
  const match = IRN_PATTERN.exec(irn);
  if (!match) return null;
  const [invoiceNumber, serviceId, day] = match.slice(1) as [string, string, string];
  const issueDate = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
  return isIsoDay(issueDate) ? { invoiceNumber, serviceId, issueDate } : null;
}

export function isIrn(value: string): boolean {
  return parseIrn(value) !== null;
}
