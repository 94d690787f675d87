import '@/lib/zod-jitless';
import { z } from 'zod';
import { oneLine } from './fields';

// Linking a conversation to a customer by hand, or unlinking it (docs/decisions/0081-one-inbox.md).
// `userId` '' unlinks: a select's "Nobody".
export const conversationCustomerSchema = z.object({ conversationId: z.uuid(), userId: oneLine().max(100) });
