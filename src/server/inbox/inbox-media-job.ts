import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Transaction } from '@/server/db/client';
import { conversationMessages } from '@/server/db/schema';
import type { JobHandler } from '@/server/jobs/job-handler';
import { enqueueJob } from '@/server/jobs/queue';
import { logger } from '@/server/logger';
import { getStorage } from '@/server/media/storage';
import { WhatsAppApiError } from '@/server/messaging/whatsapp-client';
import { downloadWhatsAppMedia } from '@/server/messaging/whatsapp-media';
import { keepInboxMedia, maxBytesOf, tooLargeNote, type KeptMedia, type MediaKind } from './inbox-media';

// The 'inbox-media' job (docs/decisions/0081-one-inbox.md): a customer's picture or voice note, fetched from
// Meta's media endpoint after the webhook that announced it (queued in that webhook's transaction,
// record-whatsapp-inbound.ts), checked and kept (inbox-media.ts), or refused with a plain reason. Meta or the
// network failing is retried by the queue; a file Meta no longer has is refused, not retried for ever.

export const INBOX_MEDIA_JOB = 'inbox-media';

const payloadSchema = z.object({ messageId: z.uuid() });

export function queueMediaFetch(tx: Transaction, messageId: string) {
  return enqueueJob(INBOX_MEDIA_JOB, { messageId }, { dedupeKey: `${INBOX_MEDIA_JOB}:${messageId}` }, tx);
}

/** Meta's answers that say the file is gone (expired, deleted): 404, or Graph's 400 for an unknown object. */
const isGone = (error: unknown) => error instanceof WhatsAppApiError && (error.httpStatus === 404 || (error.httpStatus === 400 && error.code === 100));

async function fetchAndKeep(kind: MediaKind, mediaId: string, signal: AbortSignal): Promise<KeptMedia> {
  try {
    const downloaded = await downloadWhatsAppMedia(mediaId, maxBytesOf(kind), signal);
    if ('tooLarge' in downloaded) return { refused: tooLargeNote(kind) };
    return await keepInboxMedia(kind, downloaded.bytes);
  } catch (error) {
    if (isGone(error)) return { refused: 'WhatsApp no longer holds the file, so it could not be fetched.' };
    throw error;
  }
}

export const fetchInboxMedia: JobHandler = async (payload, { signal }) => {
  const { messageId } = payloadSchema.parse(payload);
  const [message] = await db
    .select({ kind: conversationMessages.kind, mediaId: conversationMessages.providerMediaId })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.mediaState, 'pending')));
  if (!message?.mediaId || (message.kind !== 'image' && message.kind !== 'audio')) return;
  const outcome = await fetchAndKeep(message.kind, message.mediaId, signal);
  const set = 'kept' in outcome ? { mediaState: 'kept' as const, mediaKey: outcome.kept.key, mediaType: outcome.kept.type, mediaNote: null } : { mediaState: 'refused' as const, mediaNote: outcome.refused };
  const updated = await db
    .update(conversationMessages)
    .set(set)
    .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.mediaState, 'pending')))
    .returning({ id: conversationMessages.id });
  // A twin run kept it first (a worker's lease ran out mid-job): this copy is nobody's.
  if (updated.length === 0 && 'kept' in outcome) await getStorage().remove(outcome.kept.key).catch((err: unknown) => logger.warn({ err }, 'Could not remove an inbox file kept twice'));
};
