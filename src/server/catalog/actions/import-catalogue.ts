'use server';
import { z } from 'zod';
import { oneLine } from '@/lib/schemas/fields';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { SessionUser } from '@/server/auth/session';
import { requestClientIp } from '@/server/request-context';
import { isImportToken } from '../catalogue-csv/import-files';
import { runImport } from '../catalogue-csv/import-write';
import { chosenCategories } from '../catalogue-csv/import-categories';
import { rateLimitAddress } from '@/lib/client-ip';
import type { ImportOutcome } from '@/lib/catalog-csv/import-report';
import { categoryChoices, inventoryChoice } from '@/lib/catalog-csv/import-choices';
import { IMPORT_ORIGINS } from '@/lib/catalog-csv/read-catalogue-csv';

const importCatalogueSchema = z
  .object({
    token: oneLine().refine(isImportToken, 'Choose the file again.'),
    fileName: oneLine().max(200),
    /** The platform whose export the preview found the file to be. */
    origin: z.enum(IMPORT_ORIGINS).default('shopify'),
    /** "Set stock from the file", chosen in the preview; else the shop's counts are kept (docs/decisions/0068-stock-changes-by-difference.md). */
    stockFromFile: z.boolean().optional().default(false),
    /** The preview's moment (ImportPreview.previewedAt): a count moved since refuses its product. */
    previewedAt: z.iso.datetime({ offset: true }).optional(),
    /** The preview's category step: what becomes of each category the shop lacks, and of products naming none. */
    categories: categoryChoices.default({ categories: [], uncategorisedId: null }),
    /** How new variants their platform did not count are sold; left out when the file has none. */
    inventory: inventoryChoice.nullable().default(null),
  })
  .refine((input) => !input.stockFromFile || input.previewedAt !== undefined, { path: ['previewedAt'], message: 'Preview the file again.' });

/** The Products screen's Import, once its preview is confirmed: every product the plan takes, in one transaction. */
export const importCatalogueAction = defineAction<typeof importCatalogueSchema, SessionUser, ImportOutcome>(
  { name: 'importCatalogue', schema: importCatalogueSchema, authorize: permitted('products.write'), fallbackError: 'The import failed: nothing was changed. Please try again.', refreshes: 'storefront' },
  async ({ token, fileName, origin, stockFromFile, previewedAt, categories, inventory }, staff) => {
    const ip = await requestClientIp();
    const fromFile = stockFromFile && previewedAt ? { previewedAt: new Date(previewedAt) } : null;
    return runImport(token, fileName, { userId: staff.id, clientAddress: ip === null ? null : rateLimitAddress(ip) }, {
      stock: { exportedAt: null, fromFile },
      origin,
      categories: { categories: chosenCategories(categories.categories), uncategorisedId: categories.uncategorisedId },
      inventory,
    });
  },
);
