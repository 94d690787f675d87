// The made-to-measure form's elements, shared by the form drawn on the server (measured-order.tsx) and its
// script loaded on first use (measured-form.ts), and what the form tells the script of the piece.

export const MEASURE_IDS = {
  width: 'measure-width',
  drop: 'measure-drop',
  lined: 'measure-lined',
  price: 'measure-price',
  explain: 'measure-explain',
  problem: 'measure-problem',
} as const;

export const MEASURE_PROMPT = 'Enter your width and drop to see the price.';

/** The piece as its cart line names and pictures it; the variant is the one chosen. */
export type MeasuredPiece = { id: string; name: string; category: string; imageUrl: string | null };
