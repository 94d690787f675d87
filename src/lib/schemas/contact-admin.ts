import '@/lib/zod-jitless';
import { z } from 'zod';
import { firstValue } from './fields';

// The back office's Messages screen (the contact-form inbox): the list's URL parameters and
// the inputs of its actions, shared by the screen and the actions.

export const ADMIN_MESSAGES_PAGE_SIZE = 20;
export const MESSAGE_FILTERS = ['all', 'unread'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

// The list's URL: ?filter=unread&page=2. Anything malformed falls back to its default.
export const adminMessageListParamsSchema = z.object({
  filter: z.preprocess(firstValue, z.enum(MESSAGE_FILTERS)).catch('all'),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
});

export type AdminMessageListParams = z.output<typeof adminMessageListParamsSchema>;

export const setMessageReadSchema = z.object({ id: z.uuid('Unknown message'), read: z.boolean() });
export const deleteMessageSchema = z.object({ id: z.uuid('Unknown message') });
