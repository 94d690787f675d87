import { clsx } from 'clsx';
import type { ValueSwatch } from '@/lib/catalog/swatch-colour';
import { StoreImage } from './store-image';

/** A round swatch: a picture of the fabric or finish, or a colour (valueSwatch, src/lib/catalog/swatch-colour.ts). */
export function Swatch({ swatch, className }: { swatch: NonNullable<ValueSwatch>; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx('relative inline-block shrink-0 overflow-hidden rounded-full border border-foreground/15', className)}
      style={'background' in swatch ? { background: swatch.background } : undefined}
    >
      {'imageUrl' in swatch ? <StoreImage src={swatch.imageUrl} alt="" sizes="48px" widths="thumb" className="object-cover" /> : null}
    </span>
  );
}
