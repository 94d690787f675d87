// The shop calls a piece low on stock at this many or fewer: the product
// page's "Only N left", saved pieces and the dashboard's low-stock list. Its own module, as the
// product page's script imports it (see src/lib/constants.ts).
export const LOW_STOCK_MAX = 10;
