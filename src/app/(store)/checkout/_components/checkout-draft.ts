import type { ShippingDetailsInput } from '@/lib/schemas/checkout';

// What the shopper typed at checkout, kept in this tab while they sign in (docs/product.md: placing an
// order needs an account), so they come back to /checkout with the form as they left it.
// sessionStorage: it ends with the tab and is never sent to the server.

const DRAFT_KEY = 'checkout-draft';
const FIELDS = ['fullName', 'email', 'phone', 'address', 'state', 'notes'] as const;

export type CheckoutDraft = Partial<Record<(typeof FIELDS)[number], string>>;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // disabled storage throws on access
  }
}

/** The saved draft with only its non-empty text fields, or {} when there is none. */
export function readCheckoutDraft(): CheckoutDraft {
  try {
    const data: unknown = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? 'null');
    if (typeof data !== 'object' || data === null) return {};
    const draft: CheckoutDraft = {};
    for (const field of FIELDS) {
      const value = (data as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim() !== '') draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveCheckoutDraft(values: Partial<ShippingDetailsInput>) {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Full or unavailable storage: the shopper types it again, nothing worse.
  }
}

export function clearCheckoutDraft() {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
