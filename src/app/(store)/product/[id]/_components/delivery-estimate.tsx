'use client';
import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { useDeliveryState } from '@/lib/delivery/chosen-state';
import type { EstimatedPiece } from '@/lib/delivery/estimate';
import type { DeliveryRules } from '@/lib/delivery/price';
import { unitPrice } from '@/lib/catalog/variant-rules';
import { useChoice } from './variant-choice';

type Estimator = typeof import('@/lib/delivery/estimate');

/**
 * What delivering this piece to the shopper's state costs and when it would arrive. The
 * state is remembered in the browser and the dates are counted from today in Lagos there,
 * so the cached page is the same for everyone and the line appears once the page runs. The
 * price and its holiday calendar load only once a state is chosen: most visitors never need
 * them, and the product page's first load stays small. For the same reason the row with the state
 * select (`children`: icon, label and the select) is drawn on the server: this
 * shows the remembered state in it.
 */
export function DeliveryEstimate({
  rules,
  piece,
  estimateId,
  children,
}: {
  rules: DeliveryRules;
  piece: EstimatedPiece;
  estimateId: string;
  children: React.ReactNode;
}) {
  // The free-delivery threshold is met, or not, by the chosen variant's price; the dates follow its lead time.
  const chosen = useChoice()?.chosen;
  if (chosen) piece = { ...piece, unitPriceKobo: unitPrice(chosen), leadTimeMinDays: chosen.leadTimeMinDays, leadTimeMaxDays: chosen.leadTimeMaxDays };
  const [state, setState] = useDeliveryState();
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  const field = useRef<HTMLDivElement>(null);

  const earlyChoiceChecked = useRef(false);

  useEffect(() => {
    const select = field.current?.querySelector('select');
    if (!select) return;
    // The page's scripts arrive after its first paint (docs/decisions/0025): a state chosen before
    // they ran is the shopper's latest choice, kept rather than overwritten by the remembered one.
    if (!earlyChoiceChecked.current) {
      earlyChoiceChecked.current = true;
      if (select.value && select.value !== state) return setState(select.value);
    }
    select.value = state ?? '';
    // A stored value that is not one of the select's states shows the prompt, not a blank.
    if (select.selectedIndex < 0) select.value = '';
  }, [state, setState]);

  useEffect(() => {
    if (!state || estimator) return;
    let live = true;
    import('@/lib/delivery/estimate')
      .then((loaded) => {
        if (live) setEstimator(loaded);
      })
      .catch((error: unknown) => console.warn('Could not load the delivery estimate:', error));
    return () => {
      live = false;
    };
  }, [state, estimator]);

  // The select offers the 37 states only; a stored value is checked once the estimate's code is here.
  const known = state && estimator?.isNigerianState(state) ? state : null;
  const estimate = known && estimator ? estimator.deliveryEstimateText(rules, piece, known) : null;
  const waiting = state !== null && estimator === null;

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={field}
        className="flex items-center gap-3"
        onChange={(event) => {
          if (event.target instanceof HTMLSelectElement) setState(event.target.value || null);
        }}
      >
        {children}
      </div>
      {/* Under the label, past the icon. */}
      <p id={estimateId} aria-live="polite" className={clsx('pl-7 leading-relaxed', estimate ? 'font-medium' : 'text-muted-foreground')}>
        {estimate ?? (waiting ? `Working out delivery to ${state}…` : 'Choose your state to see the delivery fee and date.')}
      </p>
    </div>
  );
}
