'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { SessionUser } from '@/server/auth/session';
import { entityHistorySchema, readEntityHistory } from '@/server/audit/entity-history';
import type { AuditRow } from '@/server/audit/audit-rows';

/**
 * The History of an order, product or customer, for the dialogs and screens that show one. A read,
 * but an action: the order and customer dialogs are client components that load it when opened.
 */
export const loadEntityHistoryAction = defineAction<typeof entityHistorySchema, SessionUser, AuditRow[]>(
  { name: 'loadEntityHistory', schema: entityHistorySchema, authorize: permitted('audit.read'), fallbackError: 'Could not load the history.' },
  (input) => readEntityHistory(input),
);
