// The made-to-measure form's elements, shared by the form drawn on the server (measured-order.tsx) and its
// script loaded on first use (measured-form.ts).

export const MEASURE_IDS = {
  width: 'measure-width',
  drop: 'measure-drop',
  lined: 'measure-lined',
  price: 'measure-price',
  explain: 'measure-explain',
  problem: 'measure-problem',
} as const;

export const MEASURE_PROMPT = 'Enter your width and drop to see the price.';
