'use server';
import { z } from 'zod';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { SessionUser } from '@/server/auth/session';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { importFileName } from '../catalogue-csv/import-progress';
import { queuePictureFetch } from '../catalogue-csv/import-pictures';
import { failedBackToWaiting } from '../catalogue-csv/picture-claims';

const fetchPicturesAgainSchema = z.object({ importId: z.uuid() });

/**
 * The Products screen's "Fetch again" (docs/decisions/0055-catalogue-import.md, "Amendment: pictures after
 * the import"): the import's pictures that could not be fetched wait again, and the job fetches them.
 * Nothing on the storefront changes until a picture arrives, which the job declares itself.
 */
export const fetchPicturesAgainAction = defineAction<typeof fetchPicturesAgainSchema, SessionUser, { waiting: number }>(
  { name: 'fetchPicturesAgain', schema: fetchPicturesAgainSchema, authorize: permitted('products.write'), fallbackError: 'The pictures could not be queued. Please try again.' },
  async ({ importId }) => {
    const fileName = await importFileName(importId);
    if (fileName === null) throw new ActionError('This import no longer exists.');
    const waiting = await db.transaction(async (tx) => {
      const moved = await failedBackToWaiting(tx, importId);
      if (moved === 0) return 0;
      await queuePictureFetch(tx, importId);
      await recordAudit(tx, { entityType: 'import', entityId: importId, label: `Catalogue CSV ${fileName}`.trim(), action: 'fetch_pictures_again', details: { file: fileName, pictures: moved } });
      return moved;
    });
    return { waiting };
  },
);
