'use client';
import { useEffect, useRef } from 'react';
import { CircleCheck, Mail, MessageCircle, Plus, Printer } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { formatNaira } from '@/lib/money';
import { emailLink, whatsappLink, type CompletedSale } from './sale-message';

/** The sale is recorded: its order number, the receipt to print or send, and a new sale. */
export function SaleDone({ sale, shopName, onNewSale }: { sale: CompletedSale; shopName: string; onNewSale: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { order } = sale;
  const balance = order.totalKobo - order.paidKobo;
  const email = emailLink(sale, shopName);

  // Focus moves to the confirmation, so a screen reader says the sale went through.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="sale-done-heading" className="mx-auto flex w-full max-w-xl flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-soft sm:p-8">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-success" />
        <div className="flex flex-col gap-1">
          <h2 id="sale-done-heading" ref={heading} tabIndex={-1} className="font-display text-2xl font-semibold outline-none">
            Sale complete
          </h2>
          <p className="text-sm">
            Order <span className="font-semibold">{order.orderNumber}</span>
          </p>
          <p className="text-sm tabular-nums">
            Total {formatNaira(order.totalKobo)} · Paid {formatNaira(order.paidKobo)}
            {balance > 0 ? ` · Balance due ${formatNaira(balance)}` : ''}
          </p>
          {order.duplicate ? <p className="text-sm text-muted-foreground">This sale had already been recorded: nothing was taken twice.</p> : null}
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <a href={`/admin/sell/receipt/${encodeURIComponent(order.orderNumber)}`} target="_blank" rel="noopener" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          <Printer aria-hidden="true" className="size-5" />
          Print receipt
        </a>
        <a href={whatsappLink(sale, shopName)} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'subtle', size: 'lg' })}>
          <MessageCircle aria-hidden="true" className="size-5" />
          Send by WhatsApp
        </a>
        {email ? (
          <a href={email} className={buttonVariants({ variant: 'subtle', size: 'lg' })}>
            <Mail aria-hidden="true" className="size-5" />
            Send by email
          </a>
        ) : null}
        <Button variant="outline" size="lg" onClick={onNewSale}>
          <Plus aria-hidden="true" className="size-5" />
          New sale
        </Button>
      </div>
    </section>
  );
}
