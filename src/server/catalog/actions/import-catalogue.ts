'use server';
import { z } from 'zod';
import { oneLine } from '@/lib/schemas/fields';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { SessionUser } from '@/server/auth/session';
import { requestClientIp } from '@/server/request-context';
import { isImportToken } from '../catalogue-csv/import-files';
import { runImport } from '../catalogue-csv/import-write';
import { rateLimitAddress } from '@/lib/client-ip';
import type { ImportOutcome } from '@/lib/catalog-csv/import-report';

const importCatalogueSchema = z
  .object({
    token: oneLine().refine(isImportToken, 'Choose the file again.'),
    fileName: oneLine().max(200),
    /** "Set stock from the file", chosen in the preview; else the shop's counts are kept (docs/decisions/0068-stock-changes-by-difference.md). */
    stockFromFile: z.boolean().optional().default(false),
    /** The preview's moment (ImportPreview.previewedAt): a count moved since refuses its product. */
    previewedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((input) => !input.stockFromFile || input.previewedAt !== undefined, { path: ['previewedAt'], message: 'Preview the file again.' });

/** The Products screen's Import, once its preview is confirmed: every product the plan takes, in one transaction. */
export const importCatalogueAction = defineAction<typeof importCatalogueSchema, SessionUser, ImportOutcome>(
  { name: 'importCatalogue', schema: importCatalogueSchema, authorize: permitted('products.write'), fallbackError: 'The import failed: nothing was changed. Please try again.', refreshes: 'storefront' },
  async ({ token, fileName, stockFromFile, previewedAt }, staff) => {
    const ip = await requestClientIp();
    const fromFile = stockFromFile && previewedAt ? { previewedAt: new Date(previewedAt) } : null;
    return runImport(token, fileName, { userId: staff.id, clientAddress: ip === null ? null : rateLimitAddress(ip) }, { exportedAt: null, fromFile });
  },
);
