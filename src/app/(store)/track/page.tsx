import type { Metadata } from 'next';
import Link from 'next/link';
import { PageIntro } from '@/components/store/content/page-intro';
import { OrderTimeline } from '@/components/order-timeline';
import { OrderPickupLocation } from '@/components/order-pickup-location';
import { buttonVariants } from '@/components/ui/button-variants';
import { fieldBase } from '@/components/ui/field-base';
import { trackOrderAction } from '@/server/orders/actions/store/track-order';
import { trackedOrderId } from '@/server/orders/stages/track';
import { loadOrderTimeline } from '@/server/order-desk/order-timeline';

// /track (docs/product.md, "Following an order"): an order's timeline for anyone with its number
// and the phone or email used on it, no account needed. A plain form posting to a server action,
// so it works without JavaScript; the answer is a short-lived signed pass in the address
// (docs/security.md, "Order tracking"). Never indexed; never the address, phone or name (a pickup's
// location is the shop's own address, shown).

export const metadata: Metadata = {
  title: 'Track your order',
  description: 'Follow your order with its number and the phone number or email you ordered with.',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ pass?: string | string[]; order?: string | string[]; error?: string | string[] }> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

const PROBLEMS: Record<string, string> = {
  'not-found': 'We could not find an order with that number and phone number or email. Check both and try again.',
  limited: 'Too many tries. Please wait an hour and try again, or contact us.',
  invalid: 'Enter your order number and the phone number or email used on the order.',
  failed: 'Something went wrong. Please try again.',
  expired: 'That link has expired. Enter your details again to see your order.',
};

export default async function TrackPage({ searchParams }: Props) {
  const params = await searchParams;
  const pass = one(params.pass);
  const orderId = pass ? await trackedOrderId(pass) : null;
  const timeline = orderId && pass ? await loadOrderTimeline(orderId, { kind: 'track', pass }) : null;
  const problem = pass && !timeline ? 'expired' : one(params.error);
  const message = problem ? (PROBLEMS[problem] ?? PROBLEMS.failed) : null;
  const orderNumber = timeline?.orderNumber ?? one(params.order)?.slice(0, 40) ?? '';

  return (
    <>
      <PageIntro eyebrow="Your order" title="Track your order" text="Enter your order number and the phone number or email you ordered with." />
      <div className="container-page flex flex-col gap-8 py-10 md:py-14">
        <section aria-labelledby="track-form-heading" className="rounded-xl border border-border bg-card p-5 shadow-soft sm:p-8">
          <h2 id="track-form-heading" className="sr-only">
            Find your order
          </h2>
          <form action={trackOrderAction} className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
            <div className="flex flex-col gap-2">
              <label htmlFor="track-order" className="text-sm font-medium">
                Order number
              </label>
              <input
                id="track-order"
                name="orderNumber"
                required
                maxLength={40}
                defaultValue={orderNumber}
                placeholder="ORD-20261124-ABC234"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                className={`${fieldBase} h-11`}
              />
            </div>
            <div className="flex flex-col gap-2">
              <label htmlFor="track-contact" className="text-sm font-medium">
                Phone number or email
              </label>
              <input
                id="track-contact"
                name="contact"
                required
                maxLength={200}
                autoComplete="off"
                placeholder="0803 123 4567"
                aria-describedby={message ? 'track-problem' : undefined}
                aria-invalid={message && !timeline ? true : undefined}
                className={`${fieldBase} h-11`}
              />
            </div>
            <button type="submit" className={buttonVariants({ size: 'lg', className: 'min-h-11' })}>
              Track order
            </button>
          </form>
          {message ? (
            <p id="track-problem" role="alert" className="mt-4 text-sm font-medium text-destructive" data-testid="track-problem">
              {message}
            </p>
          ) : null}
        </section>

        {timeline ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">
              Order <span className="font-semibold text-foreground">{timeline.orderNumber}</span>. For its address, receipt and payment,{' '}
              <Link href={`/account/orders/${timeline.orderNumber}`} className="font-semibold text-foreground underline decoration-brass underline-offset-4">
                sign in to My Account
              </Link>
              .
            </p>
            {timeline.pickupLocation ? (
              <section aria-labelledby="track-pickup-heading" className="rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6">
                <h2 id="track-pickup-heading" className="mb-3 text-xl font-medium">
                  Collect your order at
                </h2>
                <OrderPickupLocation location={timeline.pickupLocation} />
              </section>
            ) : null}
            <OrderTimeline timeline={timeline} headingLevel={2} />
          </div>
        ) : null}
      </div>
    </>
  );
}
