'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { customerMessagingSchema, orderMessagesSchema } from '@/lib/schemas/messaging-admin';
import { readCustomerMessaging, readOrderMessages, type CustomerMessaging, type MessageView } from '../message-reads';

// Reads, but actions: the order and customer dialogs are client components that load them when opened
// (as their History does, src/server/audit/actions/load-entity-history.ts).

/** Every message about an order, for its Order Details. */
export const loadOrderMessagesAction = defineAction<typeof orderMessagesSchema, StaffUser, MessageView[]>(
  { name: 'loadOrderMessages', schema: orderMessagesSchema, authorize: permitted('orders.read'), fallbackError: 'Could not load the messages.' },
  ({ orderId }) => readOrderMessages(orderId),
);

/** A customer's messages and consent; null when the customer no longer exists. */
export const loadCustomerMessagingAction = defineAction<typeof customerMessagingSchema, StaffUser, CustomerMessaging | null>(
  { name: 'loadCustomerMessaging', schema: customerMessagingSchema, authorize: permitted('customers.read'), fallbackError: 'Could not load the messages.' },
  ({ customerId }) => readCustomerMessaging(customerId),
);
