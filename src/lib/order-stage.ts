import { type OrderStatus } from './constants';
import { ORDER_STAGES, PRODUCTION_STAGES, type OrderStage } from './made-to-order-constants';

// The stages a buyer follows (docs/product.md, "Following an order"), their names, and how each
// sits inside the order statuses the shop already had.

export const STAGE_LABELS: Record<OrderStage, string> = {
  confirmed: 'Confirmed',
  in_production: 'In production',
  quality_check: 'Quality check',
  ready_for_delivery: 'Ready for delivery',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
};

export function stageLabel(stage: string | null | undefined): string {
  return stage && Object.hasOwn(STAGE_LABELS, stage) ? STAGE_LABELS[stage as OrderStage] : 'Awaiting confirmation';
}

/** The stages an order goes through: a piece in stock skips the production stages. */
export function stagesFor(madeToOrder: boolean): readonly OrderStage[] {
  return madeToOrder ? ORDER_STAGES : ORDER_STAGES.filter((stage) => !(PRODUCTION_STAGES as readonly string[]).includes(stage));
}

/** The order status a stage sits inside: reaching the stage moves the order's status on to it. */
export function statusForStage(stage: OrderStage): OrderStatus {
  if (stage === 'out_for_delivery') return 'shipped';
  if (stage === 'delivered') return 'delivered';
  return 'processing';
}

/** Stages at which the order has left the workshop: a balance owed stops them (unless waived). */
export const DISPATCH_STAGES: readonly OrderStage[] = ['out_for_delivery', 'delivered'];
export const DISPATCH_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered'];
