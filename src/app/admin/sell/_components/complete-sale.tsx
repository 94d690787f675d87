'use client';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsOf, useAction } from '@/components/use-action';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatNaira } from '@/lib/money';
import { sellInShowroomAction } from '@/server/pos/actions/sell-in-showroom';
import type { PricedSale } from '@/server/pos/sale-pricing';
import type { CompletedSale } from './sale-message';
import { measureText } from '@/lib/catalog/measure-text';
import { linePrice, measureAsSent } from '@/lib/staff-pricing';
import { pricesOf, saleInputOf, type SaleDraft } from './sale-state';

/** The form-wide refusal, beside the fields' own messages. */
export const SALE_REFUSAL = '_sale';

function buyerOf(customer: SaleDraft['customer']): CompletedSale['customer'] {
  if (customer.kind === 'customer' && customer.customer) return { name: customer.customer.name, phone: customer.customer.phone, email: customer.customer.email };
  if (customer.kind === 'new') return { name: customer.name.trim(), phone: customer.phone.trim(), email: customer.email.trim() || null };
  return { name: null, phone: null, email: null };
}

/**
 * "Complete sale": records the sale with an idempotency key made on the first try and kept until it
 * succeeds, so a retry after a dropped connection finds the sale already made instead of selling twice.
 */
export function CompleteSale({
  sale,
  priced,
  refusal,
  onRefused,
  onDone,
}: {
  sale: SaleDraft;
  priced: PricedSale | null;
  refusal: string | undefined;
  onRefused: (errors: Record<string, string>) => void;
  onDone: (sale: CompletedSale) => void;
}) {
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const { run, pending } = useAction(toast);

  async function complete() {
    const key = idempotencyKey ?? newIdempotencyKey();
    setIdempotencyKey(key);
    const answer = await run(sellInShowroomAction, saleInputOf(sale, priced, key), {
      failed: 'The sale could not be sent. Check the connection and try again: it will not be recorded twice.',
    });
    if (answer.ok) {
      setIdempotencyKey(null);
      const prices = pricesOf(priced);
      const lines = sale.lines.map((line) => {
        const measure = measureAsSent(line.measure);
        return { ...line.piece, quantity: line.quantity, size: measure ? measureText(measure) : null, totalKobo: (linePrice(line.piece, line.measure, prices) ?? 0) * line.quantity };
      });
      onDone({ order: answer.data, lines, customer: buyerOf(sale.customer) });
      return;
    }
    const fields = Object.fromEntries(Object.entries(fieldErrorsOf(answer)).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
    onRefused({ ...fields, [SALE_REFUSAL]: answer.error });
  }

  return (
    <div className="flex flex-col gap-3">
      {refusal ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
      <Button size="lg" className="h-14 w-full text-base" onClick={complete} disabled={pending || sale.lines.length === 0} aria-busy={pending}>
        {pending ? <Spinner label="Recording the sale…" className="size-5" /> : null}
        {priced ? `Complete sale · ${formatNaira(priced.totalKobo)}` : 'Complete sale'}
      </Button>
    </div>
  );
}
