import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { discountCodes, productVariants } from '@/server/db/schema';
import { uniqueViolation } from '@/server/db/errors';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import { pickFields } from '@/server/audit/audit-changes';
import { fromLagosDateTimeInput } from '@/lib/dates';
import { parseNairaToKobo } from '@/lib/money-input';
import { parsePercentToBasisPoints, type DiscountFormValues, type DiscountRefusal } from '@/lib/schemas/discount';
import { sameCode } from '../discount-check';

// What the discount actions share: the form's values as the row's columns, the refusal of a code
// another discount has, and the activity log's row for each change (entity type 'discount').

export type SavedDiscount = { id: string; code: string };
type DiscountRow = typeof discountCodes.$inferSelect;

/**
 * The row's columns from the checked form: only the kind's own value is kept. `pieces` are the
 * products and variants it is limited to, as pieceLimits stores them.
 */
export function discountColumns(values: DiscountFormValues, pieces: PieceLimits) {
  return {
    code: values.code,
    kind: values.kind,
    percentBasisPoints: values.kind === 'percentage' ? parsePercentToBasisPoints(values.percent) : null,
    amountKobo: values.kind === 'fixed' ? parseNairaToKobo(values.amount) : null,
    minSubtotalKobo: values.minSubtotal,
    startsAt: values.startsAt ? fromLagosDateTimeInput(values.startsAt) : null,
    endsAt: values.endsAt ? fromLagosDateTimeInput(values.endsAt) : null,
    usageLimit: values.usageLimit,
    perCustomerLimit: values.perCustomerLimit,
    ...pieces,
    categorySlugs: values.categorySlugs,
    active: values.active,
  };
}

type PieceLimits = { productIds: string[]; variantIds: string[] };

const VARIANT_GONE = 'A variant you chose is no longer sold. Reload the page and choose again.';

/**
 * The products and variants a code is limited to, as stored (docs/product.md, "Discount codes"): a
 * ticked product counts whichever variant is bought, unless the form narrowed it to some of its
 * variants; then those variants name it, and the product does not. Variants of products not ticked
 * are left out. A variant deleted since the form was drawn is refused at the field.
 */
export async function pieceLimits(tx: Transaction, values: Pick<DiscountFormValues, 'productIds' | 'variantIds'>): Promise<PieceLimits> {
  if (values.variantIds.length === 0) return { productIds: values.productIds, variantIds: [] };
  const found = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.id, values.variantIds));
  if (found.length < values.variantIds.length) throw new ActionError<DiscountRefusal>(VARIANT_GONE, { fieldErrors: { variantIds: [VARIANT_GONE] } });
  const ticked = new Set(values.productIds);
  const kept = found.filter((variant) => ticked.has(variant.productId));
  const narrowed = new Set(kept.map((variant) => variant.productId));
  const keptIds = new Set(kept.map((variant) => variant.id));
  return { productIds: values.productIds.filter((id) => !narrowed.has(id)), variantIds: values.variantIds.filter((id) => keptIds.has(id)) };
}

const takenMessage = (code: string) => `The code ${code} is already taken (codes match whatever their case). Choose another.`;

/** Refused at the field when another discount has this code in any case; `exceptId`: the code being edited. */
export async function refuseTakenCode(tx: Transaction, code: string, exceptId: string | null) {
  const [other] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(sameCode(code), exceptId ? ne(discountCodes.id, exceptId) : undefined))
    .limit(1);
  if (other) throw new ActionError<DiscountRefusal>(takenMessage(code), { fieldErrors: { code: [takenMessage(code)] } });
}

/** The same refusal when two saves of one code race past the check: the unique index decides. */
export async function withCodeUnique<T>(code: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (uniqueViolation(error) === 'discount_codes_code_unique') {
      throw new ActionError<DiscountRefusal>(takenMessage(code), { fieldErrors: { code: [takenMessage(code)] } });
    }
    throw error;
  }
}

const AUDITED = [
  'code',
  'kind',
  'percentBasisPoints',
  'amountKobo',
  'minSubtotalKobo',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'productIds',
  'variantIds',
  'categorySlugs',
  'active',
] as const;

/** The activity log's row for a change of a code: "Discount code DETTY25", before and after. */
export async function auditDiscount(tx: Transaction, action: 'create' | 'update' | 'delete', before: DiscountRow | null, after: DiscountRow | null) {
  const row = (after ?? before)!;
  await recordAudit(tx, {
    entityType: 'discount',
    entityId: row.id,
    label: `Discount code ${row.code}`,
    action,
    before: pickFields(before, AUDITED),
    after: pickFields(after, AUDITED),
  });
}

/** The code's row, locked until the transaction ends; refused when it no longer exists. */
export async function lockDiscount(tx: Transaction, id: string): Promise<DiscountRow> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  if (!row) throw new ActionError('This discount code no longer exists. Reload the page.');
  return row;
}
