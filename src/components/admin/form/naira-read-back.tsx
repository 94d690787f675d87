import { formatNaira } from '@/lib/money';
import { parseNairaToKobo } from '@/lib/money-input';

const SAYS = { shoppers: 'Shoppers see', records: 'Records' } as const;

/**
 * The hint under a naira field, read back as the amount will show ("₦7,500.50"), so a slip of
 * a zero shows before saving. It says nothing more while the text is not an amount: the
 * field's own error explains that on save. `records` (money an admin records) reads back
 * nothing for ₦0.
 */
export function NairaReadBack({ value, hint, empty, says }: { value: string | undefined; hint: string; empty?: string; says: keyof typeof SAYS }) {
  const text = value?.trim() ?? '';
  if (!text) return <>{empty ?? hint}</>;
  const kobo = parseNairaToKobo(text);
  if (kobo === null || (says === 'records' && kobo === 0)) return <>{hint}</>;
  return (
    <>
      {hint} {SAYS[says]} <span className="font-semibold text-foreground tabular-nums">{formatNaira(kobo)}</span>.
    </>
  );
}
