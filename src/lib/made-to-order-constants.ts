// Made to order (docs/product.md section 10): deposits, stages and quotes. Kept apart from
// constants.ts on purpose: the storefront's shared chunk carries every constants.ts value that any
// browser module uses, and these are used only by checkout, My Account and the back office.

/**
 * How a product is sold (docs/decisions/0035-deposits-and-balances.md): 'shop_default' follows the
 * shop (a deposit for made-to-order pieces, full payment for pieces in stock), or pay in full, or a
 * deposit of the product's own percentage.
 */
export const PAYMENT_TERMS = ['shop_default', 'full', 'deposit'] as const;
/** A deposit is between these percentages of the piece's price. */
export const DEPOSIT_PERCENT_MIN = 10;
export const DEPOSIT_PERCENT_MAX = 90;

/**
 * The finer steps inside an order's status that a buyer follows, in order (docs/product.md,
 * "Following an order"). A piece in stock skips the production stages.
 */
export const ORDER_STAGES = ['confirmed', 'in_production', 'quality_check', 'ready_for_delivery', 'out_for_delivery', 'delivered'] as const;
export const PRODUCTION_STAGES = ['in_production', 'quality_check'] as const;
/** What a timeline entry records: a stage reached, or the delivery window moved. */
export const ORDER_EVENT_KINDS = ['stage', 'window'] as const;
/** Workshop photos an admin may attach to one stage, and photos a buyer may send with a problem. */
export const MAX_STAGE_PHOTOS = 6;
export const MAX_PROBLEM_PHOTOS = 5;
/** A buyer may confirm receipt or report a problem this long after Delivered. */
export const PROBLEM_REPORT_HOURS = 48;

/** A custom-piece or interior quote's life (docs/product.md, "Quotes"). 'expired' is read from its date. */
export const QUOTE_STATUSES = ['new', 'quoted', 'accepted', 'declined', 'expired', 'ordered'] as const;
/** What the quote form asks about; a measuring visit is booked from a made-to-measure piece's page (src/lib/catalog/measure-visit.ts). */
export const QUOTE_REQUEST_KINDS = ['piece', 'project'] as const;
export const QUOTE_KINDS = [...QUOTE_REQUEST_KINDS, 'measure-visit'] as const;
export const QUOTE_CONTACT_CHANNELS = ['whatsapp', 'phone', 'email'] as const;
export const QUOTE_BUDGETS = ['under_500k', '500k_1m', '1m_3m', '3m_10m', 'over_10m'] as const;
export const QUOTE_MESSAGE_AUTHORS = ['customer', 'shop'] as const;
export const MAX_QUOTE_FILES = 5;
export const MAX_QUOTE_LINES = 30;
export const QUOTE_VALID_DAYS_DEFAULT = 14;

export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export type OrderStage = (typeof ORDER_STAGES)[number];
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type QuoteKind = (typeof QUOTE_KINDS)[number];
export type QuoteContactChannel = (typeof QUOTE_CONTACT_CHANNELS)[number];
export type QuoteBudget = (typeof QUOTE_BUDGETS)[number];
export type QuoteMessageAuthor = (typeof QUOTE_MESSAGE_AUTHORS)[number];
