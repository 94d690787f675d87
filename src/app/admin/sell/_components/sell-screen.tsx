'use client';
import { useState } from 'react';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/page-header';
import { usePricePreview } from '@/components/admin/sale-pricing/use-price-preview';
import { priceShowroomSaleAction } from '@/server/pos/actions/price-showroom-sale';
import { CustomerSection } from './customer-section';
import { DiscountSection } from './discount-section';
import { PaymentRows } from './payment-rows';
import { PieceSearch } from './piece-search';
import { SaleDone } from './sale-done';
import { SaleLines } from './sale-lines';
import type { CompletedSale } from './sale-message';
import { quoteOf } from './sale-state';
import { SaleSummary } from './sale-summary';
import { CompleteSale, SALE_REFUSAL } from './complete-sale';
import { ScreenCard } from '@/components/admin/screen-card';
import { ShowroomSelect } from './showroom-select';
import { useRememberedShowroom } from './use-remembered-showroom';
import { useSale } from './use-sale';

type Location = { id: string; name: string };

/**
 * The Sell screen (docs/decisions/0065-selling-in-the-showroom.md), for a phone or tablet on the
 * showroom floor: find or scan the pieces, say who buys, any discount, take one or more payments,
 * then print or send the receipt.
 */
export function SellScreen({ locations, shopName }: { locations: Location[]; shopName: string }) {
  const { remembered, remember } = useRememberedShowroom(locations);
  const [picked, setPicked] = useState<string | null>(null);
  const locationId = picked ?? remembered ?? locations[0]?.id ?? null;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<CompletedSale | null>(null);
  const [priceRound, setPriceRound] = useState(0);
  const sale = useSale(() => setErrors({}));
  // Asked again when a refused sale may have met a new price (`priceRound`).
  const price = usePricePreview(priceShowroomSaleAction, quoteOf(sale.lines, sale.customer, sale.discount), priceRound, 'Could not price this sale. Check the connection and try again.');

  const header = <AdminPageHeader title="Sell" description="A sale in the showroom: find or scan the pieces, take the payments, print or send the receipt." />;
  if (!locationId)
    return (
      <div className="flex flex-col gap-6">
        {header}
        <p className="text-sm">
          The shop has no location to sell from yet. Add a showroom on <Link href="/admin/locations" className="underline">Locations</Link>.
        </p>
      </div>
    );

  if (done)
    return (
      <div className="flex flex-col gap-6">
        {header}
        <SaleDone
          sale={done}
          shopName={shopName}
          onNewSale={() => {
            sale.reset();
            setDone(null);
          }}
        />
      </div>
    );

  const shown = price.shown;
  const deposit = sale.deposit && shown?.depositKobo != null;
  const shownErrors = { ...firstOf(price.fieldErrors), ...errors };
  return (
    <div className="flex flex-col gap-6">
      {header}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ShowroomSelect
            locations={locations}
            value={locationId}
            onChange={(id) => {
              setPicked(id);
              remember(id);
            }}
          />
          <ScreenCard title="Pieces">
            <PieceSearch locationId={locationId} onAdd={sale.add} />
            <SaleLines lines={sale.lines} priced={shown} errors={shownErrors} onQuantity={sale.setQuantity} onMeasure={sale.setMeasure} />
          </ScreenCard>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ScreenCard title="Customer">
            <CustomerSection customer={sale.customer} business={sale.business} errors={shownErrors} onChange={sale.setCustomer} onBusiness={sale.setBusiness} />
          </ScreenCard>
          <ScreenCard title="Discount">
            <DiscountSection discount={sale.discount} errors={shownErrors} onChange={sale.setDiscount} />
          </ScreenCard>
          <ScreenCard title="Total">
            <SaleSummary shown={shown} pricing={price.pending} error={price.error} deposit={deposit} onDeposit={sale.setDeposit} />
          </ScreenCard>
          <ScreenCard title="Payment">
            <PaymentRows
              payments={sale.payments}
              dueKobo={shown ? (deposit ? shown.depositKobo : shown.totalKobo) : null}
              totalKobo={shown?.totalKobo ?? null}
              errors={shownErrors}
              onChange={sale.updatePayment}
              onAdd={sale.addPayment}
              onRemove={sale.removePayment}
            />
            <CompleteSale
              sale={{ locationId, lines: sale.lines, customer: sale.customer, business: sale.business, discount: sale.discount, deposit, payments: sale.payments }}
              priced={shown}
              refusal={errors[SALE_REFUSAL]}
              onRefused={(refused) => {
                setErrors(refused);
                setPriceRound((round) => round + 1);
              }}
              onDone={setDone}
            />
          </ScreenCard>
        </div>
      </div>
    </div>
  );
}

/** The first message of each field, as the fields show them. */
function firstOf(fieldErrors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}
