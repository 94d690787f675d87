'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { toast } from '@/components/store/toast';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cartStore, useCart } from '@/lib/cart/cart-store';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { CheckoutPaymentMethod, DeliveryMethod } from '@/lib/constants';
import { orderPagePath, takesDeposit, type AfterPlacing } from '@/lib/payment-methods';
import { paystackPageUrl } from '@/components/store/payments/paystack-page-url';
import type { CheckoutForm, CheckoutFormInput, ShippingDetails } from '@/lib/schemas/checkout';
import type { CheckoutPrefill } from '@/server/checkout/checkout-prefill';
import type { CartChange } from '@/server/checkout/place-order';
import { placeOrderAction } from '@/server/checkout/actions/store/place-order';
import { applyDiscountAction } from '@/server/checkout/actions/store/apply-discount';
import { DiscountCodeField } from './discount-code-field';
import { applyCartChanges, pendingChanges, unavailableFromFieldErrors } from './cart-changes';
import { CartChangesNotice } from './cart-changes-notice';
import { clearCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { OrderSummary } from './order-summary';
import { DeliveryOptions, type PickupInfo } from './delivery-options';
import { NO_PAYMENT_METHOD, PaymentOptions } from '@/components/store/checkout/payment-options';
import { PaymentPlanOptions, type PaymentPlan } from '@/components/store/checkout/payment-plan-options';
import { useDeliveryPrice } from './use-delivery-price';
import { ShippingForm, SIGN_IN_HREF, type ServerFieldErrors } from './shipping-form';
import { useAction } from '@/components/use-action';

const FAILED = 'Failed to place order. Please try again.';
const LEAVING_TO: Record<AfterPlacing['kind'], string> = {
  paystack: 'Taking you to Paystack to pay…',
  'order-page': 'Taking you to your order…',
  home: 'Taking you back to the home page…',
};
const FORM_ID = 'checkout-form';

/** The checkout page body: shipping form and order summary; places the order. */
export function CheckoutView({ prefill, signedIn, pickup }: { prefill: CheckoutPrefill; signedIn: boolean; pickup: PickupInfo }) {
  const router = useRouter();
  const { run } = useAction();
  const { items, totalItems, totalPrice, ready } = useCart();
  // One key per visit to the page: a double submit or a retry after a lost answer places one order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [changes, setChanges] = useState<readonly CartChange[]>([]);
  const [cartUpdated, setCartUpdated] = useState(false);
  const [placed, setPlaced] = useState<{ orderNumber: string; next: AfterPlacing } | null>(null);
  const [leaving, setLeaving] = useState(false);
  // Set before the cart is cleared, so the empty-cart redirect below leaves a placed order alone.
  const done = useRef(false);
  const summaryRef = useRef<HTMLElement>(null);
  const [method, setMethod] = useState<DeliveryMethod>('delivery');
  const [state, setState] = useState<string | null>(null);
  const onStateChange = useCallback((next: string | null) => setState(next), []);
  // The pickup location the shopper chose; null until then: the one the price chooses.
  const [pickupLocationId, setPickupLocationId] = useState<string | null>(null);
  // Moved after a refused order, so the fee is asked for again (an admin may have changed it).
  const [repriceCount, setRepriceCount] = useState(0);
  // The code that applied when the shopper pressed Apply; every delivery price after prices it again.
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const deliveryPrice = useDeliveryPrice(items, { method, state, pickupLocationId, discountCode }, repriceCount);
  const priced = deliveryPrice.result?.ok ? deliveryPrice.result : null;
  const delivery = priced?.quote ?? null;
  // Where the priced pickup is collected: the order is placed there.
  const pickupAt = priced?.pickup?.chosen ?? null;
  // While a new price is on its way the last payment choices stay in view (no flicker); the
  // order cannot be placed until the fresh answer is in.
  const latest = deliveryPrice.result ?? (deliveryPrice.loading ? deliveryPrice.last : null);
  const payment = latest?.ok ? latest.payment : null;
  const [chosenMethod, setChosenMethod] = useState<CheckoutPaymentMethod | null>(null);
  // The shopper's choice while it applies; otherwise the shop's first method that does. None at a
  // ₦0 total: the order is placed paid, with no payment step.
  const nothingToPay = payment?.nothingToPay ?? false;
  const offered = nothingToPay ? [] : (payment?.options.filter((option) => option.offered).map((option) => option.method) ?? []);
  const paymentMethod = chosenMethod && offered.includes(chosenMethod) ? chosenMethod : (offered[0] ?? null);
  // Made-to-order pieces may be paid with a deposit (never on delivery); paying in full stays the
  // default, so a shopper pays part only by choosing to.
  const [plan, setPlan] = useState<PaymentPlan>('full');
  const depositOffer = payment?.deposit && paymentMethod && takesDeposit(paymentMethod) ? payment.deposit : null;
  const deposit = depositOffer && plan === 'deposit' ? depositOffer : null;
  const discount = discountCode ? (latest?.discount ?? null) : null;
  const saving = discount?.applied ? discount : null;

  /** Apply: null when the code applies (it is then priced with every delivery price), else why not. */
  async function applyCode(code: string): Promise<string | null> {
    const lines = cartStore.getSnapshot().map((line) => ({ productId: line.id, variant: line.variant, measure: line.measure, swatch: line.swatch, quantity: line.quantity }));
    const result = await run(applyDiscountAction, { code, lines, method, state: state as ShippingDetails['state'] | null }, { failed: 'Could not check that code right now. Please try again.' });
    if (!result.ok) return result.error;
    if (!result.data.applied) return result.data.message;
    setDiscountCode(result.data.code);
    return null;
  }

  // Spec: an empty cart goes to /cart, but only once the browser's cart has been read.
  useEffect(() => {
    if (ready && items.length === 0 && !done.current) router.replace('/cart');
  }, [ready, items.length, router]);

  const pending = useMemo(() => pendingChanges(items, changes), [items, changes]);

  async function place({ business, orderUpdatesConsent, ...details }: CheckoutForm, typed: CheckoutFormInput): Promise<ServerFieldErrors | undefined> {
    setCartUpdated(false);
    if (!delivery) {
      // Nothing to charge yet: the state has no delivery (pickup is offered), or the fee is still on its way.
      toast.error(deliveryPrice.result && !deliveryPrice.result.ok ? deliveryPrice.result.message : 'Getting the delivery fee. Please try again in a moment.');
      return undefined;
    }
    if (!paymentMethod && !nothingToPay) {
      toast.error(NO_PAYMENT_METHOD);
      return undefined;
    }
    const lines = cartStore.getSnapshot();
    let unanswered = false;
    const result = await run(
      placeOrderAction,
      {
        // The checked values; the action checks them again with the same schema, whose input has no null notes.
        shipping: { ...details, notes: details.notes ?? undefined },
        business,
        lines: lines.map((line) => ({ productId: line.id, variant: line.variant, measure: line.measure, swatch: line.swatch, quantity: line.quantity, unitPriceKobo: line.unitPriceKobo })),
        delivery: { method: delivery.method, feeKobo: delivery.feeKobo, pickupLocationId: pickupAt?.id ?? null },
        paymentMethod,
        depositKobo: deposit?.depositKobo ?? null,
        // Sent even when the last price said it no longer applies: the order is then refused, saying why.
        discountCode,
        discountKobo: saving?.discountKobo ?? null,
        orderUpdatesConsent,
        idempotencyKey,
      },
      {
        failed: () => {
          unanswered = true;
          return { ok: false, code: 'failed' as const, error: FAILED };
        },
      },
    );
    if (unanswered) {
      toast.error(FAILED); // offline, or the server could not be reached
      return undefined;
    }

    if (result.ok) {
      const { orderNumber } = result.data;
      // A Paystack page that is not a web address is treated as a payment that could not start.
      const paystackPage = result.data.next.kind === 'paystack' ? paystackPageUrl(result.data.next.authorizationUrl) : null;
      const next: AfterPlacing = result.data.next.kind === 'paystack' && !paystackPage ? { kind: 'order-page', notice: 'not-started' } : result.data.next;
      done.current = true;
      setLeaving(true);
      setPlaced({ orderNumber, next });
      clearCheckoutDraft();
      cartStore.clear();
      toast.success('Order placed successfully!', {
        description: `Your order number is ${orderNumber}. We'll contact you shortly.`,
      });
      if (paystackPage) window.location.assign(paystackPage);
      else if (next.kind === 'order-page') router.push(orderPagePath(orderNumber, next.notice));
      else router.push('/');
      return undefined;
    }

    if (result.code === 'signed-out') {
      // Keep what was typed: signing in brings the shopper back here with the form restored.
      saveCheckoutDraft(typed);
      setLeaving(true);
      toast.error('Authentication required', { description: 'Please log in to complete your order.' });
      router.push(SIGN_IN_HREF);
      return undefined;
    }

    toast.error(result.error || FAILED);
    setRepriceCount((n) => n + 1);
    const changed = [...(result.details ?? []), ...unavailableFromFieldErrors(lines, result.fieldErrors)];
    setChanges(changed);
    return shippingErrors(result.fieldErrors);
  }

  function updateCart() {
    const next = applyCartChanges(cartStore.getSnapshot(), changes);
    setChanges([]);
    setCartUpdated(next.length > 0);
    // An emptied cart leaves for /cart through the effect above.
    cartStore.replaceLines(next);
    // The notice (and the focus in it) is gone: the shopper reviews the summary next.
    summaryRef.current?.focus();
  }

  if (placed) {
    return (
      <section className="container-page flex min-h-[55vh] flex-col items-center justify-center gap-4 py-16 text-center" aria-live="polite">
        <CircleCheck aria-hidden="true" className="size-12 text-success" strokeWidth={1.4} />
        <h1 className="text-3xl font-medium md:text-4xl">Thank you for your order</h1>
        <p className="text-muted-foreground">
          Your order number is <span className="font-semibold text-foreground">{placed.orderNumber}</span>.
        </p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {LEAVING_TO[placed.next.kind]}
        </p>
      </section>
    );
  }

  return (
    <div className="container-page py-10 md:py-16">
      <Link
        href="/cart"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Cart
      </Link>
      <p className="eyebrow mt-4">Secure checkout</p>
      <h1 className="mt-2 text-4xl font-medium md:text-5xl">Checkout</h1>

      {ready && items.length === 0 ? (
        // An empty cart, on its way to /cart.
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]" aria-busy="true">
          <Skeleton className="h-[32rem]" />
          <Skeleton className="order-first h-64 lg:order-none" />
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start lg:gap-12 xl:grid-cols-[1fr_26rem]">
          {/* Drawn by the server before the browser's cart is read: on a slow link the shopper fills it in
              while the scripts arrive; it cannot be sent until the cart is read and delivery priced. */}
          <div className="rounded-xl border border-border bg-card p-5 shadow-soft sm:p-8">
            {/* While the fee is being priced the order cannot be placed: it would be refused or priced blind. */}
            <ShippingForm
              id={FORM_ID}
              prefill={prefill}
              signedIn={signedIn}
              busy={leaving || deliveryPrice.loading}
              blocked={payment !== null && paymentMethod === null && !nothingToPay}
              onPlace={place}
              onStateChange={onStateChange}
              payment={
                <>
                  <PaymentOptions payment={payment} selected={paymentMethod} onSelect={setChosenMethod} updating={deliveryPrice.loading} disabled={leaving} />
                  {depositOffer ? <PaymentPlanOptions offer={depositOffer} plan={plan} onSelect={setPlan} disabled={leaving} /> : null}
                </>
              }
            >
              <DeliveryOptions
                method={method}
                onMethodChange={setMethod}
                pickup={pickup}
                pickupLocationId={pickupLocationId}
                onPickupLocationChange={setPickupLocationId}
                deliveryPrice={deliveryPrice}
                disabled={leaving}
              />
            </ShippingForm>
          </div>
          {/* Phones read the summary first; from lg it sits beside the form and stays in view. */}
          <div className="order-first flex flex-col gap-4 lg:sticky lg:top-28 lg:order-none" aria-busy={!ready}>
            {/* The cart is the browser's: the server draws its place. */}
            {!ready ? (
              <Skeleton className="h-64" />
            ) : (
              <>
                {pending.length > 0 ? <CartChangesNotice changes={pending} onUpdate={updateCart} /> : null}
                <p role="status" className={cartUpdated ? 'rounded-lg bg-sand px-4 py-3 text-sm' : 'sr-only'}>
                  {cartUpdated ? 'Your cart is updated. Check your order, then place it again.' : ''}
                </p>
                <OrderSummary
                  ref={summaryRef}
                  items={items}
                  totalItems={totalItems}
                  totalPrice={totalPrice}
                  delivery={delivery}
                  pickupAt={pickupAt?.name ?? null}
                  deposit={deposit}
                  discount={saving}
                  pricing={deliveryPrice.loading}
                >
                  <DiscountCodeField
                    applied={discountCode}
                    problem={discount && !discount.applied ? discount.message : null}
                    onApply={applyCode}
                    onRemove={() => setDiscountCode(null)}
                    disabled={leaving}
                  />
                </OrderSummary>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** 'shipping.phone', 'business.tin' and the like, for the form's fields; other keys are for the toast only. */
function shippingErrors(fieldErrors: Record<string, string[]> | undefined): ServerFieldErrors | undefined {
  if (!fieldErrors) return undefined;
  const errors: ServerFieldErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const match = /^(?:shipping\.(fullName|email|phone|address|state|notes)|(business\.(?:name|tin)))$/.exec(key);
    const field = match?.[1] ?? match?.[2];
    if (field && messages[0]) errors[field as keyof ServerFieldErrors] = messages[0];
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
