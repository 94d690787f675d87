import 'server-only';
import { conversationsDataOf } from '@/server/inbox/conversations-export';
import type { ConversationOwner } from '@/server/inbox/conversations-of';
import { storedFile } from './stored-file';

// The inbox's part of "Download my data" and of a phone number's download (./account-export.ts,
// ./phone-records.ts): the person's conversations, each picture or voice note they sent inside (base64).

export async function conversationsWithFiles(owner: ConversationOwner) {
  const held = await conversationsDataOf(owner);
  return Promise.all(
    held.map(async (conversation) => ({
      ...conversation,
      messages: await Promise.all(
        conversation.messages.map(async ({ mediaKey, mediaType, ...message }) => ({ ...message, file: mediaKey ? { contentType: mediaType, base64: await storedFile(mediaKey) } : null })),
      ),
    })),
  );
}
