import type { CheckoutFormInput } from '@/lib/schemas/checkout';

// What the shopper typed at checkout, kept in this tab while they sign in (docs/product.md: placing an
// order needs an account), so they come back to /checkout with the form as they left it.
// sessionStorage: it ends with the tab and is never sent to the server.

const DRAFT_KEY = 'checkout-draft';
const FIELDS = ['fullName', 'email', 'phone', 'address', 'state', 'notes'] as const;

export type CheckoutDraft = Partial<Record<(typeof FIELDS)[number], string>> & { business?: { name?: string; tin?: string } };

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
    if (!isRecord(data)) return {};
    return { ...textsOf(data, FIELDS), ...(isRecord(data.business) ? { business: textsOf(data.business, ['name', 'tin']) } : {}) };
  } catch {
    return {};
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The non-empty text values of `keys` in `data`. */
function textsOf<Key extends string>(data: Record<string, unknown>, keys: readonly Key[]): Partial<Record<Key, string>> {
  return Object.fromEntries(keys.flatMap((key) => (typeof data[key] === 'string' && data[key].trim() !== '' ? [[key, data[key]]] : []))) as Partial<Record<Key, string>>;
}

export function saveCheckoutDraft(values: Partial<CheckoutFormInput>) {
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
