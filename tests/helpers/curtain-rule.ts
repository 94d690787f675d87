import type { MeasuredRule } from '@/lib/catalog/measured-price';

/**
 * The demo shop's curtain rule (docs/decisions/0058-made-to-measure.md): 140 cm fabric, 1.75x fullness, 10 cm
 * allowance, so 240 x 270 cm is 3 widths of fabric, 8.4 m; ₦6,000 a width of making, ₦3,500 a metre of lining.
 */
export const CURTAIN_RULE: MeasuredRule = {
  fabricWidthCm: 140,
  fullnessPct: 175,
  allowanceCm: 10,
  makingPerWidthKobo: 6_000_00,
  liningPerMetreKobo: 3_500_00,
  minWidthCm: 50,
  maxWidthCm: 600,
  minDropCm: 50,
  maxDropCm: 350,
};
