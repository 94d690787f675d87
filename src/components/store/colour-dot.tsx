import { clsx } from 'clsx';
import { swatchColour } from './product/swatch-colour';

/** A round swatch of a named colour; an unknown name gets a neutral stripe, never a wrong guess. */
export function ColourDot({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx('inline-block shrink-0 rounded-full border border-foreground/15', className)}
      style={{ background: swatchColour(name) ?? 'repeating-linear-gradient(45deg, #e4dacb 0 3px, #faf7f2 3px 6px)' }}
    />
  );
}
