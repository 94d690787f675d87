'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type StaffUser } from '@/server/auth/session';
import { isStaffTwoFactorRequired } from '@/server/auth/staff-two-factor';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { websiteSettings } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { websiteSettingsSchema, type WebsiteSettingsValues } from '@/lib/schemas/settings';
import { PERMISSIONS, roleCan } from '@/lib/staff-roles';
import { removeStoredFile } from '@/server/media/remove-stored-file';
import { SETTINGS_ROW_ID } from '@/server/settings/admin-settings-reads';
import { DEFAULT_SETTINGS } from '@/server/settings/site-settings-reads';
import { GUARDED_SETTINGS, settingsColumns, storedSettingsColumns, type GuardedSettings, type SettingsColumns } from '@/server/settings/settings-columns';

/** A role without a group's permission sent values of that group that differ from the stored ones. */
class GuardedSettingsRefusal extends ActionError {
  constructor(readonly group: GuardedSettings) {
    super(`Only the owner can change the ${group.name}. Nothing was saved: reload the page to see them as they are.`);
  }
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/**
 * The columns this role may write. A group it may not change is left as stored, and sending it
 * changed is refused (src/server/settings/settings-columns.ts): the screen shows those cards
 * read-only and sends them back as they were, so a difference is a stale page or a forged request.
 */
function columnsToWrite(actor: StaffUser, submitted: SettingsColumns, stored: SettingsColumns): Partial<SettingsColumns> {
  const written: Partial<SettingsColumns> = { ...submitted };
  for (const group of GUARDED_SETTINGS) {
    if (roleCan(actor.role, group.permission)) continue;
    if (group.columns.some((column) => differs(stored[column], submitted[column]))) throw new GuardedSettingsRefusal(group);
    for (const column of group.columns) delete written[column];
  }
  return written;
}

async function recordRefusal({ group }: GuardedSettingsRefusal) {
  try {
    await recordAudit(db, {
      entityType: 'permission',
      entityId: group.permission,
      label: PERMISSIONS[group.permission],
      action: 'permission_denied',
      details: { permission: group.permission, settings: group.name },
    });
  } catch (error) {
    // The refusal stands even if it cannot be written down.
    logger.error({ err: error, permission: group.permission }, 'Could not record a refused settings change');
  }
}

/**
 * Saves the website settings (docs/product.md section 7: update by id), every card's, in one update
 * of the row, and records the change in the activity log in the same transaction. The single row is
 * created if it is missing. A replaced or removed logo is deleted from storage once the change is
 * committed; the header, footer, /contact and the chat button follow at once.
 */
export const updateWebsiteSettingsAction = defineAction<typeof websiteSettingsSchema, StaffUser, WebsiteSettingsValues>(
  {
    name: 'updateWebsiteSettings',
    schema: websiteSettingsSchema,
    authorize: permitted('settings.website'),
    fallbackError: 'Failed to update website settings.',
    refreshes: 'storefront',
  },
  async (settings, actor) => {
    const submitted = settingsColumns(settings);
    // What the form showed for an unset staff two-factor switch (src/server/settings/admin-settings-reads.ts).
    const twoFactorInForce = await isStaffTwoFactorRequired();
    let oldLogo: string | null;
    try {
      oldLogo = await db.transaction(async (tx) => {
        // A shop that never saved gets its row with the columns' defaults, then changed like any other.
        await tx.insert(websiteSettings).values({ id: SETTINGS_ROW_ID, siteName: DEFAULT_SETTINGS.siteName }).onConflictDoNothing();
        const [row] = await tx.select().from(websiteSettings).where(eq(websiteSettings.id, SETTINGS_ROW_ID)).for('update');
        const stored = storedSettingsColumns(row!, twoFactorInForce, submitted);
        const written = columnsToWrite(actor, submitted, stored);
        await tx
          .update(websiteSettings)
          .set({ ...written, updatedAt: new Date() })
          .where(eq(websiteSettings.id, SETTINGS_ROW_ID));
        const before = Object.fromEntries(Object.keys(written).map((column) => [column, stored[column as keyof SettingsColumns]]));
        await recordAudit(tx, { entityType: 'settings', entityId: SETTINGS_ROW_ID, label: 'Website settings', action: 'update', before, after: written });
        return row!.logoUrl;
      });
    } catch (error) {
      if (error instanceof GuardedSettingsRefusal) await recordRefusal(error);
      throw error;
    }
    if (oldLogo !== settings.logoUrl) await removeStoredFile(oldLogo);
    return settings;
  },
);
