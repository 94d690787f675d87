// Why a variant's stock changed (docs/decisions/0054-stock-history.md): each change is kept with its
// reason, so the shop can say where every unit went. A count's difference carries the reason the
// staff member gave for it; a transfer's two halves are kept at each end
// (docs/decisions/0064-stock-locations.md).

export const STOCK_COUNT_REASONS = ['counted', 'damaged', 'found', 'sold_offline'] as const;
export type StockCountReason = (typeof STOCK_COUNT_REASONS)[number];

export const STOCK_MOVEMENT_REASONS = [
  'order',
  'showroom_sale',
  'cancellation',
  'deletion',
  'reopening',
  'edit',
  ...STOCK_COUNT_REASONS,
  'transfer_sent',
  'transfer_received',
  'reallocation',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_MOVEMENT_LABELS: Record<StockMovementReason, string> = {
  order: 'Sold online',
  showroom_sale: 'Sold in the showroom',
  cancellation: 'Order cancelled',
  deletion: 'Order deleted',
  reopening: 'Order reopened',
  edit: 'Changed by hand',
  counted: 'Stock count',
  damaged: 'Damaged',
  found: 'Found',
  sold_offline: 'Sold offline',
  transfer_sent: 'Transfer sent',
  transfer_received: 'Transfer received',
  reallocation: 'Order moved to another location',
};

/** The reasons a count's difference may be given, in the words of the count form. */
export const STOCK_COUNT_REASON_LABELS: Record<StockCountReason, string> = {
  counted: 'Recount (no other reason)',
  damaged: 'Damaged',
  found: 'Found',
  sold_offline: 'Sold offline',
};
