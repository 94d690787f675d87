// Why a variant's stock changed (docs/decisions/0054-stock-history.md): each change is kept with its
// reason, so the shop can say where every unit went.

export const STOCK_MOVEMENT_REASONS = ['order', 'cancellation', 'deletion', 'reopening', 'edit'] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_MOVEMENT_LABELS: Record<StockMovementReason, string> = {
  order: 'Sold online',
  cancellation: 'Order cancelled',
  deletion: 'Order deleted',
  reopening: 'Order reopened',
  edit: 'Changed by hand',
};
