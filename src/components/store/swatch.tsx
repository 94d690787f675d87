import type { SwatchLook } from '@/lib/catalog/swatch-colour';
import { StoreImage } from './store-image';

// A colour we have no name for is a neutral stripe, never a wrong guess.
const UNKNOWN_COLOUR = 'repeating-linear-gradient(45deg, #e4dacb 0 3px, #faf7f2 3px 6px)';

/**
 * A round swatch: a picture of the fabric or finish, or a colour (valueSwatch, src/lib/catalog/swatch-colour.ts).
 * It says nothing to a screen reader (no text, an empty alt): the value's name beside it does. Its size is
 * `className`'s, or a card row's (globals.css).
 */
export function Swatch({ look, className }: { look: SwatchLook; className?: string }) {
  return (
    <span
      className={className ? `swatch ${className}` : 'swatch'}
      style={'colour' in look ? { background: look.colour ?? UNKNOWN_COLOUR } : undefined}
    >
      {'imageUrl' in look ? <StoreImage src={look.imageUrl} alt="" sizes="48px" widths="thumb" className="object-cover" /> : null}
    </span>
  );
}
