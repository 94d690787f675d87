import { syncCartAction } from '@/server/abandoned-checkouts/actions/store/sync-cart';
import { afterPause } from '@/lib/after-pause';
import { cartLineKey, type CartLine } from './cart';
import { cartStore } from './cart-store';

// A signed-in shopper's cart is also kept on the server (docs/product.md, "Abandoned checkouts"), so
// it follows them between their phone and their laptop. The browser's `cart` storage stays the cart
// the pages draw (src/lib/cart/cart-store.ts); this module, loaded when the browser is idle once the
// header knows someone is signed in (src/lib/session-summary.ts), never before the first paint and
// never for visitors, keeps the two in step:
//
// - on every page load, sign-in and return to the tab, the browser's cart is reconciled with the
//   server's (the rules are in src/server/abandoned-checkouts/server-cart.ts);
// - after each change, a moment after the last one, the browser's cart is sent.
//
// What was last agreed is kept in localStorage['cart-sync'] (the account, the server's version and
// the cart's lines as a signature), so the browser knows whether its cart changed since.

const MARK_KEY = 'cart-sync';
const PUSH_DELAY_MS = 800;

type Mark = { account: string; base: string; signature: string };

const signatureOf = (lines: readonly CartLine[]) =>
  lines
    .map((line) => `${cartLineKey(line)}=${line.quantity}`)
    .sort()
    .join('|');

function readMark(account: string): Mark | null {
  try {
    const mark = JSON.parse(localStorage.getItem(MARK_KEY) ?? 'null') as Mark | null;
    return mark?.account === account && typeof mark.base === 'string' && typeof mark.signature === 'string' ? mark : null;
  } catch {
    return null;
  }
}

function writeMark(mark: Mark) {
  try {
    localStorage.setItem(MARK_KEY, JSON.stringify(mark));
  } catch {
    // Without storage the next load simply joins the carts again.
  }
}

/**
 * The server's lines in the browser's shape; a line the browser has keeps its own (its shown price stays
 * for the cart and checkout to compare), and so does a line whose piece is gone (`unavailable`), which
 * checkout then names instead of it vanishing unseen.
 */
function adopt(serverLines: readonly CartLine[], browserLines: readonly CartLine[], unavailable: readonly string[]) {
  const mine = new Map(browserLines.map((line) => [cartLineKey(line), line]));
  const kept = serverLines.map((line) => {
    const own = mine.get(cartLineKey(line));
    return own ? { ...own, quantity: line.quantity } : line;
  });
  const gone = new Set(unavailable);
  // The server names a line by its product id in lower case (src/server/abandoned-checkouts/cart-lines.ts).
  return [...kept, ...browserLines.filter((line) => gone.has(cartLineKey({ ...line, id: line.id.toLowerCase() })))];
}

let account: string | null = null;
let checkoutReached = false;
let listening = false;
let queue: Promise<void> = Promise.resolve();
/** Sends the cart a moment after its last change, once however many changes came before. */
const push = afterPause(PUSH_DELAY_MS, () => enqueue(false));

async function send({ pull }: { pull: boolean }) {
  const who = account;
  if (!who) return;
  const lines = cartStore.getSnapshot();
  const signature = signatureOf(lines);
  const mark = readMark(who);
  const changed = signature !== mark?.signature;
  if (!pull && !changed && !checkoutReached) return;
  const reached = checkoutReached;
  const result = await syncCartAction({
    lines: lines.map((line) => ({ productId: line.id, quantity: line.quantity, variant: line.variant, measure: line.measure, swatch: line.swatch })),
    base: mark?.base ?? null,
    changed,
    checkoutReached: reached,
  });
  if (!result.ok) {
    if (result.code === 'signed-out') account = null;
    return;
  }
  if (reached) checkoutReached = false;
  if (account !== who) return;
  const { base } = result.data;
  // Changed again while the answer was on its way: the next push sends those changes. The server's
  // version becomes the base only if the server took the lines as sent. When it answered with other
  // lines (another device's), the old base stays, so the next push is joined with them and a piece
  // added on that device is not replaced away.
  if (signatureOf(cartStore.getSnapshot()) !== signature) {
    if (signatureOf(result.data.lines) === signature) writeMark({ account: who, base, signature });
    push.restart();
    return;
  }
  const next = adopt(result.data.lines, lines, result.data.unavailable);
  writeMark({ account: who, base, signature: signatureOf(next) });
  if (JSON.stringify(next) !== JSON.stringify(lines)) cartStore.replaceLines(next);
}

function enqueue(pull: boolean) {
  queue = queue.then(() => send({ pull })).catch(() => undefined);
}

/** Someone is signed in (each time the header learns who): reconcile, then keep sending changes. */
export function syncCartWith(email: string) {
  account = email;
  if (!listening) {
    listening = true;
    cartStore.subscribe(push.restart);
  }
  enqueue(true);
}

/** The shopper is on the checkout page: the server notes when, with the cart's lines. */
export function reachedCheckout() {
  checkoutReached = true;
  // Before the header has learnt who is signed in, its reconcile carries the note.
  if (account) enqueue(false);
}
