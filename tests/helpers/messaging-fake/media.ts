import { createHash } from 'node:crypto';
import type http from 'node:http';
import sharp from 'sharp';
import { GraphError } from './graph';

// Meta's media for inbound pictures and voice notes: GET /<version>/<media id> answers
// {messaging_product, url, mime_type, sha256, file_size, id}; the url (lookaside's path here) answers the
// bytes to the same Bearer token, 401 without it and 404 for a file it does not hold.

export type FakeMedia = { id: string; bytes: Buffer; mimeType: string };

/** The files a test can have the customer send: real ones, one past the shop's cap, or one that lies about its type. */
export type MediaSample = 'picture' | 'voice-note' | 'too-large-picture' | 'too-large-voice-note' | 'not-a-picture';

export const DOWNLOAD_PATH = '/whatsapp_business/attachments/';

/** A small Ogg page carrying an Opus head: what WhatsApp records a voice note as. */
function oggOpus() {
  const page = Buffer.alloc(28 + 19 + 200);
  page.write('OggS', 0, 'latin1');
  page.write('OpusHead', 28, 'latin1');
  return page;
}

let picture: Buffer | null = null;
async function smallPicture() {
  picture ??= await sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 180, g: 90, b: 40 } } }).jpeg().toBuffer();
  return picture;
}

/** `sample`'s bytes and the type Meta would claim for them. */
export async function sampleMedia(sample: MediaSample): Promise<{ bytes: Buffer; mimeType: string }> {
  switch (sample) {
    case 'picture':
      return { bytes: await smallPicture(), mimeType: 'image/jpeg' };
    case 'voice-note':
      return { bytes: oggOpus(), mimeType: 'audio/ogg; codecs=opus' };
    case 'too-large-picture':
      // Past the uploads' 5 MB (src/lib/constants.ts MAX_IMAGE_BYTES).
      return { bytes: Buffer.concat([await smallPicture(), Buffer.alloc(5 * 1024 * 1024)]), mimeType: 'image/jpeg' };
    case 'too-large-voice-note':
      return { bytes: Buffer.concat([oggOpus(), Buffer.alloc(16 * 1024 * 1024)]), mimeType: 'audio/ogg; codecs=opus' };
    case 'not-a-picture':
      return { bytes: Buffer.from('<html><script>alert(1)</script></html>'), mimeType: 'image/jpeg' };
  }
}

/** GET /<version>/<media id>: the file's description, its url on this server. */
export function describeMedia(media: FakeMedia, baseUrl: string) {
  return {
    status: 200,
    json: {
      messaging_product: 'whatsapp',
      url: `${baseUrl}${DOWNLOAD_PATH}?mid=${media.id}&ext=${Date.now()}`,
      mime_type: media.mimeType,
      sha256: createHash('sha256').update(media.bytes).digest('hex'),
      file_size: media.bytes.length,
      id: media.id,
    },
  };
}

/** The download: the bytes to the Bearer token, Graph's 401 without it, 404 for a file it does not hold. */
export function serveDownload(media: Map<string, FakeMedia>, accessToken: string, request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
  const refuse = (error: GraphError) => {
    response.writeHead(error.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(error.body()));
  };
  if (request.headers.authorization !== `Bearer ${accessToken}`) return refuse(new GraphError(401, 190, 'Invalid OAuth access token - Cannot parse access token'));
  const file = media.get(url.searchParams.get('mid') ?? '');
  if (!file) return refuse(new GraphError(404, 100, 'Media not found', { type: 'GraphMethodException' }));
  response.writeHead(200, { 'content-type': file.mimeType, 'content-length': String(file.bytes.length) });
  response.end(file.bytes);
}
