import { cn } from '@/lib/cn';
import type { StatusTone } from '@/lib/order-status';

// The status pill of orders, payments and refunds: which status gets which tone lives in
// src/lib/order-status.ts and src/lib/refund-status.ts; the look lives here, once.
// Each pairing is a dark text on a light tint, above 7:1, with a ring so the pill holds
// its shape on white cards and sand panels alike.
const TONE_CLASSES: Record<StatusTone, string> = {
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-stone-100 text-stone-800 ring-stone-300',
};

export function ToneBadge({
  tone,
  srPrefix,
  className,
  children,
}: {
  tone: StatusTone;
  /** Read before the value by screen readers, where no column header says what it is. */
  srPrefix?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE_CLASSES[tone],
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {srPrefix ? <span className="sr-only">{srPrefix} </span> : null}
      {children}
    </span>
  );
}
