'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { orderMessagesSchema } from '@/lib/schemas/messaging-admin';
import { readOrderMessages, type MessageView } from '../message-reads';

/**
 * Every message about an order, for its Order Details. A read, but an action: the order dialog is a client
 * component that loads it when opened (as its History does, src/server/audit/actions/load-entity-history.ts).
 */
export const loadOrderMessagesAction = defineAction<typeof orderMessagesSchema, StaffUser, MessageView[]>(
  { name: 'loadOrderMessages', schema: orderMessagesSchema, authorize: permitted('orders.read'), fallbackError: 'Could not load the messages.' },
  ({ orderId }) => readOrderMessages(orderId),
);
