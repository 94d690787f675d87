import { swatchColour } from '@/lib/catalog/swatch-colour';
import { Swatch } from './swatch';

/** A round swatch of a named colour; an unknown name gets a neutral stripe, never a wrong guess. */
export function ColourDot({ name, className }: { name: string; className: string }) {
  return <Swatch look={{ colour: swatchColour(name) }} className={className} />;
}
