import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaymentOptions } from '@/components/store/checkout/payment-options';
import type { CheckoutPayment } from '@/lib/payment-methods';

// Checkout's payment step: the ways to pay this order, or none to choose when a discount code makes the
// total ₦0 (the order is then placed paid, src/server/checkout/place-order.ts).

const payment = (nothingToPay: boolean): CheckoutPayment => ({
  nothingToPay,
  deposit: null,
  reservation: { paystackMinutes: 60, bankTransferHours: 48 },
  options: [
    { method: 'paystack', offered: true, reason: null, takenByShop: true },
    { method: 'bank_transfer', offered: true, reason: null, takenByShop: true },
    { method: 'pay_on_delivery', offered: false, reason: 'Pay on delivery is for orders we deliver, not for showroom pickup.', takenByShop: true },
  ],
});

const render = (nothingToPay: boolean) =>
  renderToStaticMarkup(<PaymentOptions payment={payment(nothingToPay)} selected="paystack" onSelect={() => {}} updating={false} />);

describe('checkout payment options', () => {
  it('offers the ways to pay an order that costs something', () => {
    const html = render(false);
    expect(html).toContain('Pay with Paystack');
    expect(html).toContain('type="radio"');
  });

  it('asks for no payment at ₦0: no method to choose, and says why', () => {
    const html = render(true);
    expect(html).toContain('There is nothing to pay for this order (a discount or free swatches cover it).');
    expect(html).not.toContain('type="radio"');
    expect(html).not.toContain('Paystack');
  });
});
