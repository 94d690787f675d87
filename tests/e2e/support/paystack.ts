import type { FailureRule, FakeDelivery, FakeEvent, FakeRefund, FakeRefundStatus, FakeTransaction } from '../../helpers/paystack-fake';
import { e2eServer } from './server-env';

// The fake Paystack of the e2e run (started by global-setup.ts), steered from a test over its
// /__fake/ endpoints: the test runs in a worker process, the fake in Playwright's main one.
// One fake serves every worker, so a test finds its own transaction by its order number and
// never resets the fake or holds every webhook (pass `webhook: false` to pay() instead).

type State = { transactions: FakeTransaction[]; refunds: FakeRefund[]; events: FakeEvent[] };

async function control<T>(path: string, body?: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${e2eServer.paystack.url}/__fake/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`Paystack fake /__fake/${path}: ${json.error ?? response.status}`);
  return json;
}

const ref = encodeURIComponent;

export const paystackFake = {
  state: () => control<State>('state'),
  /** The newest transaction of an order (our references start with its order number). */
  async transactionOf(orderNumber: string): Promise<FakeTransaction | undefined> {
    const { transactions } = await this.state();
    return transactions.filter((t) => t.reference.startsWith(`${orderNumber}-`)).at(-1);
  },
  /** Pays without the browser; `webhook: false` records the charge.success event without sending it (a missed webhook). */
  pay: (reference: string, options: { amount?: number; currency?: string; webhook?: boolean } = {}) =>
    control<FakeEvent>(`transactions/${ref(reference)}/pay`, options),
  decline: (reference: string) => control<FakeTransaction>(`transactions/${ref(reference)}/decline`, {}),
  /** What the next payment of `reference` charges, the hosted page's too (an amount mismatch). */
  setCharge: (reference: string, charge: { amount?: number; currency?: string }) => control(`transactions/${ref(reference)}/charge`, charge),
  /** Sends a recorded event again (a duplicate), or with another signature (a forgery). */
  deliver: (eventId: number, signature?: string) => control<FakeDelivery>(`events/${eventId}/deliver`, signature ? { signature } : {}),
  emit: (event: string, data: Record<string, unknown>, deliver = true) => control<FakeEvent>('events', { event, data, deliver }),
  settleRefund: (id: number, status: FakeRefundStatus, webhook = true) => control<FakeEvent>(`refunds/${id}/settle`, { status, webhook }),
  failNext: (rule: FailureRule) => control('fail', rule),
};
