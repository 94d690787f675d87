import type { FakeEvent, FakeRefund, FakeTransaction } from './ledger';

// The fake's two HTML pages: the hosted checkout a shopper is sent to (authorization_url),
// with a "Pay" and a "Decline" button, and the /__fake/ page a person running the demo uses
// to do what a test does through the control functions. Plain HTML forms, no script.

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function formatMoney(amount: number, currency: string) {
  return new Intl.NumberFormat('en-NG', { style: 'currency', currency }).format(amount / 100);
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1c1917;background:#f5f5f4}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d6d3d1;border-radius:.75rem}
  main.wide{max-width:64rem}
  h1{font-size:1.5rem;margin:.25rem 0 1rem} h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
  .mode{display:inline-block;margin:0;padding:.125rem .5rem;border-radius:999px;background:#fef3c7;color:#78350f;font-size:.875rem;font-weight:600}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem} dt{color:#57534e} dd{margin:0;overflow-wrap:anywhere}
  .actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.25rem}
  button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1rem;border-radius:.5rem;border:2px solid transparent;cursor:pointer}
  button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
  .pay{background:#0f766e;color:#fff} .pay:hover{background:#115e59}
  .decline{background:#fff;color:#991b1b;border-color:#991b1b} .decline:hover{background:#fef2f2}
  .small{min-height:2.25rem;padding:.25rem .75rem;font-size:.875rem;background:#e7e5e4;color:#1c1917}
  table{width:100%;border-collapse:collapse;font-size:.875rem} th,td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid #e7e5e4;vertical-align:top}
  form.inline{display:inline} label{font-weight:600} input[type=url]{width:100%;font:inherit;padding:.375rem .5rem;border:1px solid #a8a29e;border-radius:.375rem}
  a{color:#1d4ed8}
  @media (max-width:30rem){main{margin:0;border:0;border-radius:0;min-height:100vh}}
`;

function page(title: string, body: string, wide = false) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main${wide ? ' class="wide"' : ''}>${body}</main></body></html>`;
}

/** The page at authorization_url. Paying or declining posts back here; the fake then redirects to callback_url. */
export function checkoutPage(transaction: FakeTransaction) {
  const amount = formatMoney(transaction.amount, transaction.currency);
  const details = `<dl>
    <dt>Email</dt><dd>${escape(transaction.email)}</dd>
    <dt>Reference</dt><dd>${escape(transaction.reference)}</dd>
  </dl>`;
  if (transaction.status === 'success' || transaction.status === 'failed' || transaction.status === 'reversed') {
    const outcome = transaction.status === 'failed' ? 'This payment was declined.' : 'This payment is complete.';
    const back = transaction.callbackUrl ? `<p><a href="${escape(callbackHref(transaction))}">Return to the shop</a></p>` : '';
    return page(`Paystack (test) — ${outcome}`, `<p class="mode">Test mode</p><h1>${escape(outcome)}</h1>${details}${back}`);
  }
  const base = `/checkout/${encodeURIComponent(transaction.accessCode)}`;
  return page(
    `Pay ${amount} — Paystack (test)`,
    `<p class="mode">Test mode · local Paystack stand-in</p>
    <h1>Pay ${escape(amount)}</h1>
    ${details}
    <p>No money moves here. Choose how this payment ends.</p>
    <div class="actions">
      <form method="post" action="${base}/pay"><button type="submit" class="pay" style="width:100%">Pay</button></form>
      <form method="post" action="${base}/decline"><button type="submit" class="decline" style="width:100%">Decline</button></form>
    </div>`,
  );
}

export function callbackHref(transaction: FakeTransaction) {
  const url = new URL(transaction.callbackUrl!);
  url.searchParams.set('trxref', transaction.reference);
  url.searchParams.set('reference', transaction.reference);
  return url.toString();
}

export function notFoundPage() {
  return page('Paystack (test) — not found', '<p class="mode">Test mode</p><h1>This payment page does not exist.</h1>');
}

type DashboardState = {
  webhookUrl: string | null;
  holdingWebhooks: boolean;
  transactions: FakeTransaction[];
  refunds: FakeRefund[];
  events: FakeEvent[];
};

const button = (action: string, label: string, fields: Record<string, string> = {}) =>
  `<form class="inline" method="post" action="${escape(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('')}<button type="submit" class="small">${escape(label)}</button></form>`;

/** /__fake/: what the fake holds, and buttons for the demo (pay without a browser, resend an event, settle a refund). */
export function dashboardPage(state: DashboardState) {
  const transactions = state.transactions
    .map((t) => {
      const open = t.status === 'abandoned' || t.status === 'ongoing';
      const ref = encodeURIComponent(t.reference);
      return `<tr><td>${escape(t.reference)}</td><td>${escape(formatMoney(t.amount, t.currency))}</td><td>${escape(t.status)}</td><td>${
        open
          ? `${button(`/__fake/transactions/${ref}/pay`, 'Pay')} ${button(`/__fake/transactions/${ref}/pay`, 'Pay, no webhook', { webhook: 'false' })} ${button(`/__fake/transactions/${ref}/decline`, 'Decline')}`
          : ''
      }</td></tr>`;
    })
    .join('');
  const refunds = state.refunds
    .map(
      (r) =>
        `<tr><td>${r.id}</td><td>${escape(r.transactionReference)}</td><td>${escape(formatMoney(r.amount, r.currency))}</td><td>${escape(r.status)}</td><td>${
          r.status === 'processed' || r.status === 'failed'
            ? ''
            : `${button(`/__fake/refunds/${r.id}/settle`, 'Processed', { status: 'processed' })} ${button(`/__fake/refunds/${r.id}/settle`, 'Failed', { status: 'failed' })}`
        }</td></tr>`,
    )
    .join('');
  const events = state.events
    .map(
      (e) =>
        `<tr><td>${e.id}</td><td>${escape(e.event)}</td><td>${escape(String(e.data.reference ?? e.data.transaction_reference ?? ''))}</td><td>${escape(
          e.deliveries.map((d) => String(d.status ?? d.error)).join(', ') || 'not sent',
        )}</td><td>${button(`/__fake/events/${e.id}/deliver`, 'Send')}</td></tr>`,
    )
    .join('');
  const table = (caption: string, head: string[], rows: string) =>
    `<h2>${caption}</h2>${rows ? `<table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>` : '<p>None yet.</p>'}`;
  return page(
    'Paystack fake — controls',
    `<p class="mode">Test mode · local Paystack stand-in</p><h1>Paystack fake</h1>
    <form method="post" action="/__fake/config">
      <label for="webhookUrl">Webhook URL</label>
      <input id="webhookUrl" name="webhookUrl" type="url" value="${escape(state.webhookUrl ?? '')}">
      <p><input id="hold" name="holdWebhooks" type="checkbox" value="true"${state.holdingWebhooks ? ' checked' : ''}>
      <label for="hold">Hold webhooks (record events, send none: a missed webhook)</label></p>
      <button type="submit" class="small">Save</button>
    </form>
    ${table('Transactions', ['Reference', 'Amount', 'Status', 'Actions'], transactions)}
    ${table('Refunds', ['Id', 'Transaction', 'Amount', 'Status', 'Actions'], refunds)}
    ${table('Events', ['#', 'Event', 'Reference', 'Deliveries', 'Actions'], events)}`,
    true,
  );
}
