import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DraftLinkNotice } from '@/app/(store)/pay/[token]/_components/draft-link-notice';
import { DraftSummary } from '@/app/(store)/pay/[token]/_components/draft-summary';
import { PayDraftForm } from '@/app/(store)/pay/[token]/_components/pay-draft-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { draftPayPath } from '@/lib/draft-orders';
import type { CheckoutPayment } from '@/lib/payment-methods';
import { getSessionUser, type SessionUser } from '@/server/auth/session';
import { draftForLink, type CustomerDraft } from '@/server/drafts/customer-draft';
import { getCheckoutPrefill } from '@/server/checkout/checkout-prefill';
import { loadShopDepositTerms } from '@/server/sales/deposit-terms';
import { checkoutPayment, loadPaymentSettings } from '@/server/payments/methods';
import { loadStoreSettings } from '@/server/settings/store-settings';

// The customer's page for a draft order's link (docs/decisions/0066-draft-orders.md). The token is the
// key: anyone holding the link reads the order, signed in or not; paying it asks for an account. It
// reads the session and the token, so it is rendered per request and never kept by the page cache
// (scripts/lib/page-cache.ts keeps only the paths it lists).

type Props = { params: Promise<{ token: string }> };

/** The links' tokens are base64url; anything else is no link of ours. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const card = 'rounded-xl border border-border bg-card p-5 shadow-soft sm:p-8';

export const metadata: Metadata = { title: 'Your order', robots: { index: false, follow: false } };

export default async function PayDraftPage({ params }: Props) {
  const { token } = await params;
  if (!TOKEN.test(token)) notFound();
  const [draft, user, { siteName }] = await Promise.all([draftForLink(token), getSessionUser(), loadStoreSettings()]);
  if (!draft) return <DraftLinkNotice reason="missing" />;
  if (draft.state !== 'open') return <DraftLinkNotice reason={draft.state} />;
  const firstName = draft.customerName.trim().split(/\s+/)[0] || draft.customerName;

  return (
    <div className="container-page py-10 md:py-14">
      <header className="flex max-w-2xl flex-col gap-3">
        <h1 className="text-4xl font-medium md:text-5xl">Your order from {siteName}</h1>
        <p className="text-lg">Hello {firstName},</p>
        <p className="text-muted-foreground">Here is the order we put together for you. Check it, then pay to place it.</p>
        {draft.note ? (
          <div className="rounded-lg bg-sand/70 px-4 py-3 text-sm">
            <p className="font-semibold">A note from us</p>
            <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{draft.note}</p>
          </div>
        ) : null}
      </header>

      {/* The summary comes first in reading order (and on a phone); from lg it sits beside the form and stays in view. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1">
          <DraftSummary draft={draft} />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          {draft.unpayable ? <CannotPay message={draft.unpayable} /> : user ? <PayStep draft={draft} token={token} user={user} /> : <SignInToPay token={token} />}
        </div>
      </div>
    </div>
  );
}

/** A piece of the order is no longer sold: the shop sends a new link without it. */
function CannotPay({ message }: { message: string }) {
  return (
    <section aria-labelledby="pay-heading" className={card}>
      <h2 id="pay-heading" className="text-2xl font-medium">
        This order cannot be paid
      </h2>
      <p role="alert" className="mt-2 text-base">
        {message}
      </p>
      <Link href="/contact" className={buttonVariants({ size: 'lg', className: 'mt-5 w-full sm:w-auto' })}>
        Contact us
      </Link>
    </section>
  );
}

function SignInToPay({ token }: { token: string }) {
  return (
    <section aria-labelledby="pay-heading" className={card}>
      <h2 id="pay-heading" className="text-2xl font-medium">
        Pay for your order
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Sign in to pay, or create an account if you are new here: your order, its payments and receipts stay in your account. You come back to
        this page once you are in.
      </p>
      <Link
        href={`/auth?next=${encodeURIComponent(draftPayPath(token))}`}
        className={buttonVariants({ size: 'lg', className: 'mt-5 h-auto min-h-12 w-full py-3 text-center whitespace-normal sm:w-auto' })}
      >
        Sign in or create an account to pay
      </Link>
    </section>
  );
}

async function PayStep({ draft, token, user }: { draft: CustomerDraft; token: string; user: SessionUser }) {
  const [prefill, payment] = await Promise.all([getCheckoutPrefill(user), draftPayment(draft)]);
  if (payment.options.length === 0) {
    return (
      <section aria-labelledby="pay-heading" className={card}>
        <h2 id="pay-heading" className="text-2xl font-medium">
          Pay for your order
        </h2>
        <p role="status" className="mt-2 text-sm">
          Paying online is not available right now. Please contact us and we will help you pay.
        </p>
        <Link href="/contact" className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-5 w-full sm:w-auto' })}>
          Contact us
        </Link>
      </section>
    );
  }
  return <PayDraftForm token={token} prefill={prefill} fixedState={draft.delivery.method === 'delivery' ? draft.delivery.state : null} payment={payment} />;
}

/**
 * Paystack or a transfer, whichever the shop takes now, and the deposit staff's prices allow; never pay
 * on delivery (src/server/drafts/place-draft-order.ts asks the same again). A method is always asked for,
 * as the action needs one.
 */
async function draftPayment(draft: CustomerDraft): Promise<CheckoutPayment> {
  const [settings, shop] = await Promise.all([loadPaymentSettings(), draft.depositKobo === null ? null : loadShopDepositTerms()]);
  const deposit = draft.depositKobo === null ? null : { depositKobo: draft.depositKobo, balanceKobo: draft.totalKobo - draft.depositKobo, policy: shop?.depositPolicy ?? null };
  const payment = checkoutPayment({ settings, delivery: { method: draft.delivery.method, payOnDelivery: false }, totalKobo: draft.totalKobo }, deposit);
  return { ...payment, nothingToPay: false, options: payment.options.filter((option) => option.offered && option.method !== 'pay_on_delivery') };
}
