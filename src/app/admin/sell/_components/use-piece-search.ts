'use client';
import { useCallback, useRef, useState } from 'react';
import { settle } from '@/components/settle-action';
import { findPiecesToSellAction } from '@/server/pos/actions/find-for-sale';
import type { PieceToSell } from '@/server/pos/sell-reads';

type Found = { query: string; pieces: PieceToSell[]; error: string | null };

/**
 * The pieces whose name or SKU holds the text, with their stock at `locationId` and elsewhere. Only
 * the latest search shows: an answer that arrives after a newer question is dropped, though the
 * caller that asked (Enter, a scan) still gets it.
 */
export function usePieceSearch(locationId: string) {
  const [found, setFound] = useState<Found | null>(null);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);

  const search = useCallback(
    async (query: string): Promise<PieceToSell[]> => {
      const ticket = (latest.current += 1);
      if (!query) {
        setFound(null);
        setSearching(false);
        return [];
      }
      setSearching(true);
      const result = await settle(findPiecesToSellAction, { q: query, locationId }, 'Could not search the pieces. Check the connection and try again.');
      const pieces = result.ok ? result.data : [];
      if (ticket === latest.current) {
        setFound({ query, pieces, error: result.ok ? null : result.error });
        setSearching(false);
      }
      return pieces;
    },
    [locationId],
  );

  return { found, searching, search };
}
