// Business constants of docs/product.md section 9 and the value lists of section 4, shared by
// the schema, the zod validators and the UI. Constants that the storefront's scripts need live
// beside their one use instead: the bundler keeps every export of a module a page imports, so this
// file in a store page would ship all of its lists with it.

export const PRODUCT_STATUSES = ['active', 'draft', 'hidden'] as const;
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
/** 'deposit_paid': the deposit of a made-to-order piece is in, the balance is still owed. */
export const PAYMENT_STATUSES = ['pending', 'deposit_paid', 'paid', 'failed', 'refunded'] as const;
export const REFUND_STATUSES = ['pending', 'approved', 'rejected', 'processed'] as const;
export const PUBLISH_STATUSES = ['draft', 'published'] as const;
export const HERO_SECTIONS = ['hero_section_1', 'hero_section_2'] as const;
export const HERO_MEDIA_TYPES = ['image', 'video'] as const;

/** Parcels go by courier; large pieces need a two-person delivery and cost more to send. */
export const DELIVERY_CLASSES = ['parcel', 'large'] as const;
export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;

/** How the shopper chose to pay at checkout (docs/decisions/0013-payments-ledger.md). */
export const CHECKOUT_PAYMENT_METHODS = ['paystack', 'bank_transfer', 'pay_on_delivery'] as const;
/** A payment in the ledger: the checkout methods, money an admin recorded by hand, or taken in the showroom. */
export const PAYMENT_METHODS = [...CHECKOUT_PAYMENT_METHODS, 'manual', 'cash', 'pos'] as const;
/** Where an order was made: checkout, the showroom's Sell screen, or a draft sent by chat. */
export const ORDER_CHANNELS = ['website', 'showroom', 'chat'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
/** One payment's state; an order's payment_status follows from its payments and refunds. */
export const PAYMENT_RECORD_STATUSES = ['pending', 'succeeded', 'failed', 'needs_review'] as const;
export const JOB_STATUSES = ['pending', 'done', 'failed'] as const;


export type DeliveryClass = (typeof DELIVERY_CLASSES)[number];
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const SEARCH_RESULT_LIMIT = 10;
export const HOME_FEATURED_PER_SLIDE = 5;
export const HOME_COLLECTION_PER_TAB = 4;
export const MAX_FEATURED_PER_CATEGORY = 4;
export const MAX_ADDITIONAL_IMAGES = 7;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const RELATED_PRODUCTS = 4;
export const WORD_STRIP_REPEATS = 3;
export const DASHBOARD_RECENT = 5;
export const STORAGE_CACHE_SECONDS = 3600;

export const HOME_COLLECTION_TABS = ['sofas', 'beds', 'chairs', 'tables', 'consoles'] as const;
export const HERO_SLIDE_CATEGORIES = ['sofas', 'beds', 'chairs', 'tables', 'consoles', 'curtains', 'accessories'] as const;
export const FOOTER_CATEGORIES = ['curtains', 'furniture', 'accessories'] as const;
/** The CMS pages the footer links to by slug (docs/product.md section 1). */
export const FOOTER_PAGES = [
  { slug: 'privacy-policy', label: 'Privacy Policy' },
  { slug: 'terms-of-service', label: 'Terms of Service' },
  { slug: 'refund-policy', label: 'Refund Policy' },
] as const;

export const SITE_DEFAULTS = {
  siteName: 'Adire Living',
  siteDescription:
    'Interior design and handcrafted furniture from Lagos: sofas, beds, curtains and accents made for Nigerian homes.',
} as const;

/** How the back office names each channel an order came through. */
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = { website: 'Website', showroom: 'Showroom', chat: 'Chat' };
