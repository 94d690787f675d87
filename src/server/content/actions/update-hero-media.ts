'use server';
import { and, eq, ne } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { heroMedia } from '@/server/db/schema';
import { heroMediaSchema, type HeroMediaValues } from '@/lib/schemas/hero';
import { removeStoredFile } from '@/server/media/remove-stored-file';
import { recordAudit } from '@/server/audit/record-audit';
import { HERO_SECTION_LABELS } from '@/lib/schemas/hero';
import { heroMediaAuditColumns } from '../content-audit';

/**
 * Sets one hero section's media type and URL (docs/product.md section 7: update by section_name; the
 * row is created if it is missing). The file it replaces is deleted from storage after
 * commit, unless the other section still shows it.
 */
export const updateHeroMediaAction = defineAction<typeof heroMediaSchema, SessionUser, HeroMediaValues>(
  {
    name: 'updateHeroMedia',
    schema: heroMediaSchema,
    authorize: permitted('hero.manage'),
    fallbackError: 'The change could not be saved. Please try again.',
    refreshes: 'storefront',
  },
  async ({ section, mediaType, mediaUrl }) => {
    const unused = await db.transaction(async (tx) => {
      const [current] = await tx
        .select(heroMediaAuditColumns)
        .from(heroMedia)
        .where(eq(heroMedia.sectionName, section))
        .for('update');
      await tx
        .insert(heroMedia)
        .values({ sectionName: section, mediaType, mediaUrl })
        .onConflictDoUpdate({ target: heroMedia.sectionName, set: { mediaType, mediaUrl, updatedAt: new Date() } });
      await recordAudit(tx, {
        entityType: 'hero_media',
        entityId: section,
        label: `Hero media ${HERO_SECTION_LABELS[section]}`,
        action: current ? 'update' : 'create',
        before: current ?? null,
        after: { mediaType, mediaUrl },
      });
      if (!current || current.mediaUrl === mediaUrl) return null;
      const [shared] = await tx
        .select({ section: heroMedia.sectionName })
        .from(heroMedia)
        .where(and(ne(heroMedia.sectionName, section), eq(heroMedia.mediaUrl, current.mediaUrl)));
      return shared ? null : current.mediaUrl;
    });
    await removeStoredFile(unused);
    return { section, mediaType, mediaUrl };
  },
);
