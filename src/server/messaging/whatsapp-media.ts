import 'server-only';
import { z } from 'zod';
import { readCappedBody } from '@/server/http/read-capped-body';
import { messagingConfig } from './messaging-config';
import { WhatsAppApiError } from './whatsapp-client';

// A picture or voice note a customer sent on WhatsApp, downloaded from Meta (docs/decisions/0081-one-inbox.md):
// GET /<version>/<media id> with the token answers {url, mime_type, sha256, file_size, id}; that url, with the
// token again, answers the bytes. Read with a cap: a file past it is refused before it is all read. What the
// bytes are is the caller's check (src/server/inbox/inbox-media-job.ts); Meta's type is only a claim.

const TIMEOUT_MS = 30_000;

const mediaSchema = z.object({ url: z.url(), mime_type: z.string().optional(), file_size: z.coerce.number().optional() });

export type DownloadedMedia = { bytes: Buffer; claimedType: string | null } | { tooLarge: true };

async function get(url: string, token: string, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  if (!response.ok) {
    const error = ((await response.json().catch(() => null)) as { error?: { message?: string; code?: number } } | null)?.error;
    throw new WhatsAppApiError(error?.message ?? `WhatsApp answered ${response.status} for a media file`, error?.code ?? 0, response.status);
  }
  return response;
}

/** Media `mediaId`'s bytes, or tooLarge past `maxBytes`; throws when WhatsApp is not set up or Meta refuses (the job tries again). */
export async function downloadWhatsAppMedia(mediaId: string, maxBytes: number, signal?: AbortSignal): Promise<DownloadedMedia> {
  const config = (await messagingConfig()).whatsapp;
  if (!config) throw new Error('WhatsApp is not set up: the media file cannot be fetched');
  const described = mediaSchema.parse(await (await get(`${config.apiUrl}/${config.apiVersion}/${encodeURIComponent(mediaId)}`, config.accessToken, signal)).json());
  if ((described.file_size ?? 0) > maxBytes) return { tooLarge: true };
  const download = await get(described.url, config.accessToken, signal);
  const bytes = await readCappedBody(download, maxBytes);
  if (!bytes) return { tooLarge: true };
  return { bytes: Buffer.from(bytes), claimedType: described.mime_type ?? download.headers.get('content-type') };
}
