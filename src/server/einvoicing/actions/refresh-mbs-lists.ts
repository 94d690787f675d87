'use server';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { KeptList } from '@/server/einvoicing-settings/mbs-lists';
import { refreshMbsListsSchema } from '@/lib/schemas/einvoicing-settings';
import { MbsListsUnavailable, refreshMbsLists } from '../mbs-resources';
import { UnreadableSealError } from '@/server/settings/sealed-secret';

/**
 * Settings → E-invoicing's "Refresh lists from MBS" (docs/decisions/0070-e-invoicing.md, "MBS's lists"),
 * owners only: reads MBS's lists now and keeps them, recorded in Activity. When MBS cannot be asked or
 * gives no list, nothing kept changes and the owner is told why.
 */
export const refreshMbsListsAction = defineAction(
  { name: 'refreshMbsLists', schema: refreshMbsListsSchema, authorize: permitted('settings.tax'), fallbackError: 'Failed to read the lists from MBS.' },
  async (): Promise<KeptList[]> => {
    try {
      return await refreshMbsLists({ audited: true });
    } catch (error) {
      if (error instanceof MbsListsUnavailable || error instanceof UnreadableSealError) throw new ActionError(error.message);
      throw error;
    }
  },
);
