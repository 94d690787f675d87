'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { customerMessagingSchema } from '@/lib/schemas/messaging-admin';
import { readCustomerMessaging, type CustomerMessaging } from '../message-reads';

/** A customer's messages and consent, loaded when their dialog opens; null when the customer no longer exists. */
export const loadCustomerMessagingAction = defineAction<typeof customerMessagingSchema, StaffUser, CustomerMessaging | null>(
  { name: 'loadCustomerMessaging', schema: customerMessagingSchema, authorize: permitted('customers.read'), fallbackError: 'Could not load the messages.' },
  ({ customerId }) => readCustomerMessaging(customerId),
);
