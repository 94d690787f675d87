'use client';
import { closeCustomerAccountSchema } from '@/lib/schemas/customer';
import { closeCustomerAccountAction } from '@/server/privacy/actions/close-customer-account';
import { ErasureRequest } from './erasure-form';

/**
 * A customer's request, received by mail, to close their account (NDPA 2023): the reason is kept
 * with the record of the closing. Refused, with which orders and why, while one is unfinished.
 */
export function CloseCustomerAccount({ customerId, onClosed }: { customerId: string; onClosed: () => void }) {
  return (
    <ErasureRequest
      openLabel="Close account…"
      intro="For a customer who asked by mail to have their account and data deleted. Their account goes; their orders stay for the tax record as “Deleted customer”."
      submitLabel="Close account"
      schema={closeCustomerAccountSchema}
      values={{ id: customerId, reason: '', confirmation: '' }}
      action={closeCustomerAccountAction}
      done={({ ordersKept }) => ({ title: 'Account closed', description: `${ordersKept} orders kept without the customer’s details.` })}
      failed="Failed to close the account"
      onDone={onClosed}
    />
  );
}
