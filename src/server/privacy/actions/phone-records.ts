'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import { type StaffUser } from '@/server/request-context';
import { db } from '@/server/db/client';
import { erasePhoneRecordsSchema, phoneRequestSchema } from '@/lib/schemas/phone-request';
import { lagosToday } from '@/lib/delivery/business-days';
import { collectPhoneRecords, erasePhoneRecords, findPhoneRecords, NOTHING_HELD, type ErasedPhoneRecords, type PhoneRecords } from '../phone-records';
import { removeErasedFiles } from '../close-account';

// The Customers screen's "Requests for a phone number" (src/server/privacy/phone-records.ts): look up
// what the shop holds for a number, download it for the person, or erase it. The owner's alone: they
// check who is asking, as for closing an account.

export const findPhoneRecordsAction = defineAction<typeof phoneRequestSchema, StaffUser, PhoneRecords>(
  { name: 'findPhoneRecords', schema: phoneRequestSchema, authorize: permitted('privacy.requests'), fallbackError: 'Could not look up this phone number.' },
  async ({ phone }) => findPhoneRecords(phone),
);

export type PhoneRecordsFile = { fileName: string; json: string };

/** The records as one JSON file for the person; the download itself is recorded, without the number. */
export const downloadPhoneRecordsAction = defineAction<typeof phoneRequestSchema, StaffUser, PhoneRecordsFile>(
  { name: 'downloadPhoneRecords', schema: phoneRequestSchema, authorize: permitted('privacy.requests'), fallbackError: 'Could not prepare the download.' },
  async ({ phone }) => {
    const records = await collectPhoneRecords(phone);
    if (records.orders.length === 0 && records.draftOrders.length === 0 && records.conversations.length === 0) throw new ActionError(NOTHING_HELD);
    await recordAudit(db, {
      entityType: 'phone_records',
      label: 'Downloaded the records of a phone number on request',
      action: 'export',
      details: { sales: records.orders.length, drafts: records.draftOrders.length, conversations: records.conversations.length },
    });
    return { fileName: `phone-number-records-${lagosToday()}.json`, json: JSON.stringify(records, null, 2) };
  },
);

export const erasePhoneRecordsAction = defineAction<typeof erasePhoneRecordsSchema, StaffUser, Omit<ErasedPhoneRecords, 'filesToRemove'>>(
  { name: 'erasePhoneRecords', schema: erasePhoneRecordsSchema, authorize: permitted('privacy.requests'), fallbackError: 'Could not erase these records.' },
  async ({ phone, reason }) => {
    const erased = await db.transaction((tx) => erasePhoneRecords(tx, phone, reason));
    await removeErasedFiles(erased.filesToRemove);
    return { salesKept: erased.salesKept, draftsErased: erased.draftsErased, conversationsErased: erased.conversationsErased };
  },
);
