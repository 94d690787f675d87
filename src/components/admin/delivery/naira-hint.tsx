import { formatNaira, parseNairaToKobo } from '@/lib/money';

/**
 * The hint under a naira field, read back as shoppers will see the amount ("₦7,500.50"), so
 * a slip of a zero shows before saving. It says nothing more while the text is not an amount:
 * the field's own error explains that on save.
 */
export function NairaHint({ value, hint, empty }: { value: string | undefined; hint: string; empty?: string }) {
  const text = value?.trim() ?? '';
  if (!text) return <>{empty ?? hint}</>;
  const kobo = parseNairaToKobo(text);
  if (kobo === null) return <>{hint}</>;
  return (
    <>
      {hint} Shoppers see <span className="font-semibold text-foreground tabular-nums">{formatNaira(kobo)}</span>.
    </>
  );
}
