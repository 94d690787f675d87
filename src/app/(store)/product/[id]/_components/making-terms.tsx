'use client';
import { termsKey } from './making-terms-key';
import { useChoice } from './variant-choice';

/**
 * The chosen variant's making terms (how long it takes to make, the deposit it is sold on), drawn on
 * the server for each set of terms the piece's variants have (`drawn`, by termsKey), so choosing shows
 * another without this script formatting or drawing any; the product's (`fallback`) before the page runs.
 */
export function MakingTerms({ drawn, fallback }: { drawn: Record<string, React.ReactNode>; fallback: string }) {
  const chosen = useChoice()?.chosen;
  return drawn[chosen ? termsKey(chosen) : fallback] ?? null;
}
