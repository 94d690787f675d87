'use client';
import { erasePhoneRecordsSchema } from '@/lib/schemas/phone-request';
import { erasePhoneRecordsAction } from '@/server/privacy/actions/phone-records';
import { ErasureRequest } from './erasure-form';

/**
 * Erases what is held for the number looked up, as closing an account does: a sale stays in the books as
 * "Deleted customer", a draft goes. The reason is kept in the activity log; the number is not.
 */
export function ErasePhoneRecords({ phone, onErased }: { phone: string; onErased: () => void }) {
  return (
    <ErasureRequest
      openLabel="Erase…"
      intro="The sales stay for the tax record as “Deleted customer”, without the name or number; the drafts are deleted, or kept as “Deleted customer” beside the order one became. This cannot be undone."
      reasonHint="How the request came and how you checked it. Don’t write the number here."
      submitLabel="Erase the records"
      schema={erasePhoneRecordsSchema}
      values={{ phone, reason: '', confirmation: '' }}
      action={erasePhoneRecordsAction}
      done={({ salesKept, draftsErased, conversationsErased }) => ({
        title: 'Records erased',
        description: `${salesKept} sales kept without the person’s details; ${draftsErased} drafts and ${conversationsErased} inbox conversations erased.`,
      })}
      failed="Could not erase these records. Try again."
      onDone={onErased}
    />
  );
}
