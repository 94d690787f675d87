import { isIsoDay, parseIrn } from '@/lib/einvoicing/irn';
import { CURRENCIES, INVOICE_TYPES, TAX_CATEGORIES } from './resources';

// The checks the fake makes of an invoice sent to /invoice/validate or /invoice/sign, each problem
// written as one reason (MBS's answer puts them in error.details). Amounts are decimal naira; they are
// compared in kobo, allowing one kobo for each rounded figure a total is made of.

export type InvoiceContext = {
  businessId: string;
  serviceId: string;
  /** The issue date of each invoice the fake has signed, by IRN: what a credit note may name. */
  signedIssueDate(irn: string): string | undefined;
};

type Json = Record<string, unknown>;

const REQUIRED = [
  'business_id',
  'irn',
  'issue_date',
  'invoice_type_code',
  'document_currency_code',
  'tax_currency_code',
  'accounting_supplier_party',
  'legal_monetary_total',
  'invoice_line',
];
const NOTES_NAMING_AN_INVOICE = new Set(['381', '383']);
const PAYMENT_STATUSES = new Set(['PENDING', 'PAID', 'PARTIAL', 'CANCELED']);
const KINDS = new Set(['B2B', 'B2C', 'B2G']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEPHONE = /^\+\d{8,15}$/;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Problems with an IRN for this business (also what /invoice/irn/validate checks). */
export function irnProblems(irn: unknown, context: Pick<InvoiceContext, 'serviceId'>): string[] {
  if (!isText(irn)) return ['irn is required'];
  const parts = parseIrn(irn);
  if (!parts) return [`irn ${irn} does not follow the template {invoice number}-{service id}-{YYYYMMDD}`];
  if (parts.serviceId !== context.serviceId) return [`irn ${irn} carries the service id ${parts.serviceId}, not this business's`];
  return [];
}

export function invoiceProblems(invoice: unknown, context: InvoiceContext): string[] {
  if (!isObject(invoice)) return ['the invoice must be a JSON object'];
  const problems: string[] = [];
  const missing = REQUIRED.filter((field) => invoice[field] === undefined || invoice[field] === null || invoice[field] === '');
  problems.push(...missing.map((field) => `${field} is required`));

  if (invoice.business_id !== undefined && invoice.business_id !== context.businessId) problems.push('business_id is not the business of this api key');
  if (!missing.includes('irn')) problems.push(...irnProblems(invoice.irn, context));
  checkDates(invoice, problems);
  checkCodes(invoice, problems, context);
  if (invoice.accounting_supplier_party !== undefined) party(invoice.accounting_supplier_party, 'accounting_supplier_party', 'seller', problems);
  const business = invoice.invoice_kind === 'B2B' || invoice.invoice_kind === 'B2G';
  if (invoice.accounting_customer_party !== undefined) party(invoice.accounting_customer_party, 'accounting_customer_party', business ? 'business buyer' : 'consumer', problems);
  else if (business) problems.push(`accounting_customer_party is required for a ${String(invoice.invoice_kind)} invoice`);
  checkTotals(invoice, problems);
  return problems;
}

function checkDates(invoice: Json, problems: string[]) {
  for (const field of ['issue_date', 'due_date', 'actual_delivery_date']) {
    const value = invoice[field];
    if (value !== undefined && value !== null && !(typeof value === 'string' && isIsoDay(value))) problems.push(`${field} must be a day written YYYY-MM-DD`);
  }
  const parts = typeof invoice.irn === 'string' ? parseIrn(invoice.irn) : null;
  if (parts && typeof invoice.issue_date === 'string' && parts.issueDate !== invoice.issue_date) problems.push(`irn's date ${parts.issueDate} is not the issue_date ${invoice.issue_date}`);
}

function checkCodes(invoice: Json, problems: string[], context: InvoiceContext) {
  const type = invoice.invoice_type_code;
  if (type !== undefined && !INVOICE_TYPES.some((known) => known.code === type)) problems.push(`invoice_type_code ${JSON.stringify(type)} is not a known invoice type`);
  for (const field of ['document_currency_code', 'tax_currency_code']) {
    const code = invoice[field];
    if (code !== undefined && !CURRENCIES.some((known) => known.code === code)) problems.push(`${field} ${JSON.stringify(code)} is not a known currency`);
  }
  if (invoice.payment_status !== undefined && !PAYMENT_STATUSES.has(String(invoice.payment_status))) problems.push('payment_status must be PENDING, PAID, PARTIAL or CANCELED');
  if (invoice.invoice_kind !== undefined && !KINDS.has(String(invoice.invoice_kind))) problems.push('invoice_kind must be B2B, B2C or B2G');

  if (typeof type !== 'string' || !NOTES_NAMING_AN_INVOICE.has(type)) return;
  const references = invoice.billing_reference;
  if (!Array.isArray(references) || references.length === 0) {
    problems.push(`billing_reference must name the invoice a ${type === '381' ? 'credit' : 'debit'} note corrects`);
    return;
  }
  references.forEach((reference, i) => {
    const irn = isObject(reference) ? reference.irn : undefined;
    const issued = typeof irn === 'string' ? context.signedIssueDate(irn) : undefined;
    if (issued === undefined) problems.push(`billing_reference[${i}].irn ${JSON.stringify(irn)} is not a signed invoice of this business`);
    else if (isObject(reference) && reference.issue_date !== issued) problems.push(`billing_reference[${i}].issue_date is not the issue date of ${String(irn)} (${issued})`);
  });
}

/**
 * A consumer is named by name and email alone; a business buyer by its TIN too, and the address it
 * gives, if any (its postal code when it has one: few Nigerian addresses do); the seller by its TIN
 * and full address.
 */
function party(value: unknown, path: string, role: 'seller' | 'business buyer' | 'consumer', problems: string[]) {
  if (!isObject(value)) return void problems.push(`${path} must be an object`);
  if (!isText(value.party_name)) problems.push(`${path}.party_name is required`);
  if (!isText(value.email) || !EMAIL.test(value.email)) problems.push(`${path}.email must be an email address`);
  if (value.telephone !== undefined && !(typeof value.telephone === 'string' && TELEPHONE.test(value.telephone))) {
    problems.push(`${path}.telephone must be written with its country code, like +2348031234567`);
  }
  if (role === 'consumer') return;
  if (!isText(value.tin)) problems.push(role === 'seller' ? `${path}.tin is required` : `${path}.tin is required: a business buyer is named by its TIN`);
  const address = value.postal_address;
  if (address === undefined && role !== 'seller') return;
  if (!isObject(address)) return void problems.push(`${path}.postal_address is required`);
  const fields = role === 'seller' ? ['street_name', 'city_name', 'postal_zone', 'country'] : ['street_name', 'city_name', 'country'];
  for (const field of fields) {
    if (!isText(address[field])) problems.push(`${path}.postal_address.${field} is required`);
  }
  if (isText(address.country) && !/^[A-Z]{2}$/.test(address.country)) problems.push(`${path}.postal_address.country must be a two-letter country code, like NG`);
}

/** A decimal naira amount in kobo; undefined (and a problem) when it is not one. */
function kobo(value: unknown, path: string, problems: string[]): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return void problems.push(`${path} must be an amount`);
  const whole = Math.round(value * 100);
  if (Math.abs(value * 100 - whole) > 1e-6) return void problems.push(`${path} has more than two decimal places`);
  return whole;
}

const naira = (amount: number) => (amount / 100).toFixed(2);

function close(path: string, stated: number | undefined, expected: number | undefined, roundings: number, what: string, problems: string[]) {
  if (stated === undefined || expected === undefined || Math.abs(stated - expected) <= roundings) return;
  problems.push(`${path} is ${naira(stated)}, but ${what} is ${naira(expected)}`);
}

const sum = (amounts: (number | undefined)[]) => (amounts.includes(undefined) ? undefined : (amounts as number[]).reduce((a, b) => a + b, 0));

function checkLines(lines: unknown[], problems: string[]): (number | undefined)[] {
  return lines.map((line, i) => {
    const path = `invoice_line[${i}]`;
    if (!isObject(line)) return void problems.push(`${path} must be an object`);
    for (const field of ['hsn_code', 'product_category']) if (!isText(line[field])) problems.push(`${path}.${field} is required`);
    if (typeof line.invoiced_quantity !== 'number' || !(line.invoiced_quantity > 0)) problems.push(`${path}.invoiced_quantity must be a number above 0`);
    const item = isObject(line.item) ? line.item : {};
    for (const field of ['name', 'description']) if (!isText(item[field])) problems.push(`${path}.item.${field} is required`);
    const price = isObject(line.price) ? line.price : {};
    kobo(price.price_amount, `${path}.price.price_amount`, problems);
    if (typeof price.base_quantity !== 'number' || !(price.base_quantity > 0)) problems.push(`${path}.price.base_quantity must be a number above 0`);
    if (!isText(price.price_unit)) problems.push(`${path}.price.price_unit is required`);
    return kobo(line.line_extension_amount, `${path}.line_extension_amount`, problems);
  });
}

function checkTaxes(taxTotals: unknown, problems: string[]): number | undefined {
  if (taxTotals === undefined) return 0;
  if (!Array.isArray(taxTotals)) return void problems.push('tax_total must be a list');
  return sum(
    taxTotals.map((total, i) => {
      const path = `tax_total[${i}]`;
      const stated = kobo(isObject(total) ? total.tax_amount : undefined, `${path}.tax_amount`, problems);
      const subtotals = isObject(total) && Array.isArray(total.tax_subtotal) ? total.tax_subtotal : [];
      if (subtotals.length === 0) problems.push(`${path}.tax_subtotal must list the taxes`);
      const parts = subtotals.map((subtotal, j) => taxSubtotal(subtotal, `${path}.tax_subtotal[${j}]`, problems));
      close(`${path}.tax_amount`, stated, sum(parts), parts.length, 'the sum of its subtotals', problems);
      return stated;
    }),
  );
}

function taxSubtotal(subtotal: unknown, path: string, problems: string[]): number | undefined {
  const value = isObject(subtotal) ? subtotal : {};
  const taxable = kobo(value.taxable_amount, `${path}.taxable_amount`, problems);
  const tax = kobo(value.tax_amount, `${path}.tax_amount`, problems);
  const category = isObject(value.tax_category) ? value.tax_category : {};
  const known = TAX_CATEGORIES.find((c) => c.code === category.id);
  if (!known) return void problems.push(`${path}.tax_category.id ${JSON.stringify(category.id)} is not a known tax category`);
  if (category.percent !== undefined && category.percent !== known.percent) problems.push(`${path}.tax_category ${known.code} is ${known.percent} percent, not ${String(category.percent)}`);
  // The rate in basis points keeps the product exact until the one rounding.
  if (taxable !== undefined) close(`${path}.tax_amount`, tax, Math.round((taxable * Math.round(known.percent * 100)) / 10_000), 1, `${known.percent}% of the taxable amount`, problems);
  return tax;
}

function checkTotals(invoice: Json, problems: string[]) {
  const lines = Array.isArray(invoice.invoice_line) ? invoice.invoice_line : [];
  if (invoice.invoice_line !== undefined && lines.length === 0) problems.push('invoice_line must list at least one line');
  const lineAmounts = checkLines(lines, problems);
  const tax = checkTaxes(invoice.tax_total, problems);
  const totals = isObject(invoice.legal_monetary_total) ? invoice.legal_monetary_total : null;
  if (!totals) return;
  const at = (field: string) => kobo(totals[field], `legal_monetary_total.${field}`, problems);
  const lineExtension = at('line_extension_amount');
  const taxExclusive = at('tax_exclusive_amount');
  const taxInclusive = at('tax_inclusive_amount');
  const payable = at('payable_amount');
  const path = 'legal_monetary_total';
  close(`${path}.line_extension_amount`, lineExtension, sum(lineAmounts), lineAmounts.length, "the sum of the lines' line_extension_amount", problems);

  // Document-level allowances lower the tax-exclusive amount; charges raise it.
  const adjustments = Array.isArray(invoice.allowance_charge) ? invoice.allowance_charge : [];
  const adjusted = sum([
    lineExtension,
    ...adjustments.map((entry, i) => {
      const amount = kobo(isObject(entry) ? entry.amount : undefined, `allowance_charge[${i}].amount`, problems);
      return amount === undefined ? undefined : isObject(entry) && entry.charge_indicator === true ? amount : -amount;
    }),
  ]);
  close(`${path}.tax_exclusive_amount`, taxExclusive, adjusted, 1 + adjustments.length, 'line_extension_amount with the allowances and charges', problems);
  close(`${path}.tax_inclusive_amount`, taxInclusive, sum([taxExclusive, tax]), 1, 'tax_exclusive_amount plus the tax total', problems);
  close(`${path}.payable_amount`, payable, taxInclusive, 1, 'tax_inclusive_amount', problems);
}
