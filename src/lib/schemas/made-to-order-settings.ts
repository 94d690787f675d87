import '@/lib/zod-jitless';
import { z } from 'zod';
import { DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN, ORDER_STAGES, type OrderStage } from '@/lib/made-to-order-constants';
import { optionalText, wholeNumber } from './fields';

// The "Made to order" card of Website Settings (docs/decisions/0035-deposits-and-balances.md): the
// deposit a made-to-order piece takes unless its product says otherwise, the balance's due window,
// the deposit policy shoppers read at checkout and on the deposit receipt, and which stage changes
// are mailed. The bounds are the database's own (website_settings checks).

export const MADE_TO_ORDER_LIMITS = { depositPolicy: 1000, balanceDueDays: { min: 1, max: 60 } } as const;

export const MADE_TO_ORDER_DEFAULTS = {
  depositPercent: 50,
  balanceDueDays: 7,
  depositPolicy: null,
  stageMails: Object.fromEntries(ORDER_STAGES.map((stage) => [stage, true])) as Record<OrderStage, boolean>,
} as const;

export const madeToOrderSettingsSchema = z.object({
  depositPercent: wholeNumber('Deposit for made-to-order pieces', DEPOSIT_PERCENT_MIN, DEPOSIT_PERCENT_MAX),
  balanceDueDays: wholeNumber('Days to pay the balance', MADE_TO_ORDER_LIMITS.balanceDueDays.min, MADE_TO_ORDER_LIMITS.balanceDueDays.max),
  depositPolicy: optionalText('Deposit policy', MADE_TO_ORDER_LIMITS.depositPolicy, 'lines'),
  stageMails: z.object(Object.fromEntries(ORDER_STAGES.map((stage) => [stage, z.boolean()])) as Record<OrderStage, z.ZodBoolean>),
});

export type MadeToOrderSettings = z.output<typeof madeToOrderSettingsSchema>;

/** Whether a stage change is mailed: a stage the settings leave out is. */
export function stageIsMailed(stageMails: Partial<Record<OrderStage, boolean>>, stage: OrderStage) {
  return stageMails[stage] !== false;
}
