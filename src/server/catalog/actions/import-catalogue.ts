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

const importCatalogueSchema = z.object({
  token: oneLine().refine(isImportToken, 'Choose the file again.'),
  fileName: oneLine().max(200),
});

/** The Products screen's Import, once its preview is confirmed: every product the plan takes, in one transaction. */
export const importCatalogueAction = defineAction<typeof importCatalogueSchema, SessionUser, ImportOutcome>(
  { name: 'importCatalogue', schema: importCatalogueSchema, authorize: permitted('products.write'), fallbackError: 'The import failed: nothing was changed. Please try again.', refreshes: 'storefront' },
  async ({ token, fileName }, staff) => {
    const ip = await requestClientIp();
    return runImport(token, fileName, { userId: staff.id, clientAddress: ip === null ? null : rateLimitAddress(ip) });
  },
);
