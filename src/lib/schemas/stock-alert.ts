import '@/lib/zod-jitless';
import { z } from 'zod';
import { oneLine } from './fields';

/** What "Tell me when it's back" is for: a piece, or one variant of it (null or absent: the piece itself). */
export const waitedForSchema = z.object({
  productId: oneLine().uuid(),
  variantId: oneLine().uuid().nullish().transform((id) => id ?? null),
});
