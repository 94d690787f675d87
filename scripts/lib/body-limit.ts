import type http from 'node:http';
import { MAX_BYTES } from '@/lib/upload-rules';
import { MAX_PROOF_BYTES, PROOF_UPLOAD_PATH } from '@/lib/transfer-proof';
import { MAX_IMAGE_BYTES } from '@/lib/constants';
import { PROBLEM_PHOTO_UPLOAD_PATH, STAGE_PHOTO_UPLOAD_PATH } from '@/lib/order-photo-paths';
import { MAX_QUOTE_FILES } from '@/lib/made-to-order-constants';
import { QUOTE_REQUEST_PATH } from '@/lib/quotes';
import { REVIEW_REQUEST_MAX_BYTES, REVIEW_WRITE_PATH } from '@/lib/reviews';
import { MESSAGING_WEBHOOK_MAX_BYTES, TERMII_WEBHOOK_PATH, WHATSAPP_WEBHOOK_PATH } from '@/lib/messaging/webhook-limits';
import { CATALOGUE_IMPORT_PATH, IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '@/lib/catalog-csv/import-report';

// Request bodies are capped here, before Next.js reads a byte of them (docs/security.md,
// "Floods"): without a cap, `POST /api/contact-email` or `/api/auth/*` would buffer any
// size of body before its own check. A declared Content-Length over the cap is refused at
// once; a chunked body is counted as it arrives and cut off when it passes the cap.

const KB = 1024;
const MB = 1024 * KB;

export const BODY_LIMITS = {
  /** JSON endpoints: auth, the contact form, any other /api route. */
  json: 64 * KB,
  /** Server actions, and anything else: Next's own cap for server actions. */
  default: 1 * MB,
  /** Uploads keep their own limit (a hero video), plus room for the multipart framing. */
  uploads: MAX_BYTES.video + 64 * KB,
  /** A shopper's proof of transfer (5 MB) and its multipart framing. */
  transferProofs: MAX_PROOF_BYTES + 64 * KB,
  /** One workshop or problem photo of an order (docs/product.md, "Following an order"). */
  orderPhotos: MAX_IMAGE_BYTES + 64 * KB,
  /** A quote request: its fields and up to five photos or sketches of 5 MB each. */
  quoteRequests: MAX_QUOTE_FILES * MAX_PROOF_BYTES + 128 * KB,
  /** A buyer's review with up to three photos (docs/product.md, "Reviews"). */
  reviews: REVIEW_REQUEST_MAX_BYTES,
  /**
   * A catalogue file, sent as the body itself (docs/decisions/0055-catalogue-import.md). Next's proxy
   * copies /admin bodies up to `proxyClientMaxBodySize` (next.config.ts, the same number), so it never cuts one short.
   */
  catalogueImport: MAX_IMPORT_BYTES,
  /** WhatsApp's and Termii's webhooks: Meta batches up to 1,000 updates in one POST. */
  messagingWebhooks: MESSAGING_WEBHOOK_MAX_BYTES,
} as const;

const pathOf = (request: http.IncomingMessage) => (request.url ?? '').split('?')[0] ?? '';
const isCatalogueImport = (request: http.IncomingMessage) => pathOf(request) === CATALOGUE_IMPORT_PATH && !request.headers['next-action'];

export function bodyLimitFor(request: http.IncomingMessage): number {
  const path = pathOf(request);
  if (path === '/api/uploads') return BODY_LIMITS.uploads;
  if (path === PROOF_UPLOAD_PATH) return BODY_LIMITS.transferProofs;
  if (path === STAGE_PHOTO_UPLOAD_PATH || path === PROBLEM_PHOTO_UPLOAD_PATH) return BODY_LIMITS.orderPhotos;
  if (path === QUOTE_REQUEST_PATH) return BODY_LIMITS.quoteRequests;
  if (path === REVIEW_WRITE_PATH) return BODY_LIMITS.reviews;
  if (isCatalogueImport(request)) return BODY_LIMITS.catalogueImport;
  if (path === WHATSAPP_WEBHOOK_PATH || path === TERMII_WEBHOOK_PATH) return BODY_LIMITS.messagingWebhooks;
  if (request.headers['next-action']) return BODY_LIMITS.default;
  if (path.startsWith('/api/')) return BODY_LIMITS.json;
  return BODY_LIMITS.default;
}

/** The sentence a refused body gets: the catalogue import's own, read by its dialog as the route's refusals are. */
function tooLarge(request: http.IncomingMessage, limit: number) {
  const message = isCatalogueImport(request) ? IMPORT_TOO_LARGE : `The request is too large (at most ${Math.round(limit / KB)} KB).`;
  return { data: null, error: { message } };
}

function refuse(request: http.IncomingMessage, response: http.ServerResponse, limit: number) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = JSON.stringify(tooLarge(request, limit));
  // Connection: close, so the rest of an oversized body is never read.
  response.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' });
  response.end(body);
}

/**
 * Applies the cap to `request`. Returns true when it was refused at once (the caller stops);
 * otherwise a chunked body is metered on its way to whoever reads it: the chunks past the cap
 * are never handed on, and the client gets 413.
 */
export function enforceBodyLimit(request: http.IncomingMessage, response: http.ServerResponse, limit = bodyLimitFor(request)): boolean {
  const declared = request.headers['content-length'];
  if (declared !== undefined) {
    // Node's parser holds the body to the declared length, so the declaration is the size.
    if (Number(declared) > limit) {
      refuse(request, response, limit);
      return true;
    }
    return false;
  }
  if (request.headers['transfer-encoding'] === undefined) return false;

  // Metering at push() sees every chunk the parser delivers without starting the stream
  // flowing, so no chunk is lost before Next attaches its own reader.
  let received = 0;
  let refused = false;
  const push = request.push.bind(request);
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) return false;
    if (chunk !== null && chunk !== undefined) received += (chunk as Buffer).length;
    if (received > limit) {
      refused = true;
      refuse(request, response, limit);
      request.destroy();
      return false;
    }
    return push(chunk, encoding);
  };
  return false;
}
