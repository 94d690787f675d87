'use client';
import { useServerPreview } from '@/components/admin/use-server-preview';
import { previewError } from '@/lib/staff-pricing';

type Result<Output> = { ok: true; data: Output } | { ok: false; error: string };

/**
 * What a sale or a draft built on screen comes to, as the server prices it (the Sell screen's
 * priceShowroomSaleAction, a new draft's priceDraftAction): asked a moment after the last change, or
 * when `round` changes (a refused save may have met a new price). A field the server refused (a size,
 * a discount) carries its own message in `fieldErrors`, for the screen to show on that field.
 */
export function usePricePreview<Input, Output>(action: (input: Input) => Promise<Result<Output>>, input: Input | null, round: number, failed: string) {
  const { shown, pending, error, fieldErrors } = useServerPreview(action, input, round, failed);
  return { shown, pending, error: previewError(error, fieldErrors), fieldErrors };
}
