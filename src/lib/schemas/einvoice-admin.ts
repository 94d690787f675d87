import '@/lib/zod-jitless';
import { z } from 'zod';
import { EINVOICE_STATES } from '@/lib/einvoicing/einvoice-states';
import { businessBuyerSchema } from './business-buyer';
import { firstValue, oneLine, searchParam } from './fields';

// The back office's E-invoices screen (src/app/admin/einvoices), its CSV export and its "Retry now"
// action. The list's URL: ?state=refused&from=2026-11-01&to=2026-11-30&q=ORD-2026&page=2; anything
// malformed falls back to "all", as on the other admin lists (docs/decisions/0017-admin-lists-in-the-url.md).

export const ADMIN_EINVOICES_PAGE_SIZE = 20;
export const EINVOICE_SEARCH_MAX = 100;

/** How close to its 24-hour reporting line an invoice not yet confirmed counts as late. */
export const EINVOICE_LATE_WITHIN_MS = 2 * 60 * 60_000;

const day = oneLine()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text));

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => firstValue(value) || undefined, schema).optional().catch(undefined);

export const adminEInvoiceFiltersSchema = z.object({
  /** An order number or an IRN, whole or in part. */
  q: searchParam(EINVOICE_SEARCH_MAX),
  state: optional(z.enum(EINVOICE_STATES)),
  /** Lagos calendar days of created_at, both included. */
  from: optional(day),
  to: optional(day),
});

export const adminEInvoiceListParamsSchema = adminEInvoiceFiltersSchema.extend({
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
});

export type AdminEInvoiceFilters = z.output<typeof adminEInvoiceFiltersSchema>;
export type AdminEInvoiceListParams = z.output<typeof adminEInvoiceListParamsSchema>;

export const retryEInvoiceSchema = z.object({ id: z.uuid('Unknown e-invoice') });

/**
 * "Correct the buyer" of an invoice MBS refused: the business's name and TIN as they should be, or no
 * business (both empty) to reissue it as B2C, naming the person who bought.
 */
export const correctEInvoiceBuyerSchema = z.object({ id: z.uuid('Unknown e-invoice'), business: businessBuyerSchema });
export type CorrectEInvoiceBuyerInput = z.input<typeof correctEInvoiceBuyerSchema>;
