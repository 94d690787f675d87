import '@/lib/zod-jitless';
import { z } from 'zod';
import { oneLine } from '@/lib/schemas/fields';

// What the admin decides in an import's preview, besides the stock (docs/decisions/0071-moving-a-shop-in.md):
// where the products of each category the shop lacks go, where products naming none go, and how the
// variants their platform did not count (or sold on when out) are sold here. Shared by the preview
// screen and the import action.

/** A file's category path as a key: its levels, lower-cased, joined by " > ". '' is "no category". */
export const categoryKey = (path: readonly string[]) => path.map((level) => level.trim().toLocaleLowerCase('en')).join(' > ');

/** A category a file names that the shop lacks, with what the preview proposes for it. */
export type MissingCategory = {
  key: string;
  /** As the file spells it, root first. */
  path: string[];
  /** Products of the file that name it. */
  products: number;
  /** The category the admin chose for it on an earlier file of the same platform; null: none yet. */
  remembered: string | null;
};

/** A category of the shop, for the preview's choices: its id and "Parent > Child" name. */
export type CategoryOption = { id: string; label: string };

/** The lead time a made-to-order piece gets when the admin gives none (days). */
export const DEFAULT_IMPORT_LEAD_TIME = { minDays: 21, maxDays: 35 } as const;
export const DEFAULT_IMPORT_UNITS = 10;

const days = z.coerce.number().int('Whole days').min(1, 'At least 1 day').max(365, 'At most 365 days');
const units = z.coerce.number().int('A whole number').min(0, 'At least 0').max(100_000, 'At most 100,000');

/**
 * How variants that their platform did not count, or sold on when out of stock, are sold here: made to
 * order in a lead time, or from stock; either way with this many units to sell (orders take stock).
 */
export const inventoryChoice = z
  .discriminatedUnion('sellAs', [
    z.object({ sellAs: z.literal('made-to-order'), leadTimeMinDays: days, leadTimeMaxDays: days, units }),
    z.object({ sellAs: z.literal('stock'), units }),
  ])
  .refine((choice) => choice.sellAs !== 'made-to-order' || choice.leadTimeMaxDays >= choice.leadTimeMinDays, {
    path: ['leadTimeMaxDays'],
    message: 'The longest lead time cannot be shorter than the shortest',
  });
export type InventoryChoice = z.output<typeof inventoryChoice>;

export const categoryChoices = z.object({
  /** For each missing category: an existing category's id, or null to create it (under its path's parents). */
  categories: z
    .array(z.object({ key: oneLine().max(1000), path: z.array(oneLine().trim().min(1).max(500)).min(1).max(10), categoryId: z.uuid().nullable() }))
    .max(5000)
    .default([]),
  /** Where products naming no category go (required when the file has any). */
  uncategorisedId: z.uuid().nullable().default(null),
});
export type CategoryChoices = z.output<typeof categoryChoices>;

/** "Home & Garden > Outdoor". */
export const pathLabel = (path: readonly string[]) => path.join(' > ');
