import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { db, type Transaction } from '@/server/db/client';
import { products, quoteFiles, quotes, users } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { consumeRateLimit } from '@/server/rate-limit';
import { getStorage, newObjectKey, PRIVATE_KEY_PREFIX } from '@/server/media/storage';
import { storeUpload } from '@/server/media/upload-records';
import { clean, ProofError } from '@/server/payments/save-transfer-proof';
import { lagosToday } from '@/lib/delivery/business-days';
import { MAX_QUOTE_FILES } from '@/lib/made-to-order-constants';
import { MAX_PROOF_BYTES, isProofContentType, PROOF_TYPES, type ProofContentType } from '@/lib/transfer-proof';
import { quoteRequestMessages } from '@/lib/quote-fields';
import { QUOTE_BUDGET_LABELS, QUOTE_CONTACT_LABELS, QUOTE_KIND_LABELS, formatDimensions } from '@/lib/quotes';
import type { QuoteRequest } from '@/lib/schemas/quote';
import { withNewQuoteNumber } from './quote-number';
import { bookMeasureVisit } from './book-measure-visit';
import { QuoteRequestError, type QuoteSender } from './quote-request-error';
import { mailShop, unclaimedQuoteNote } from './quote-mail';
import { displayPhone } from '@/lib/nigeria';
import { recordConsent } from '@/server/messaging/consent';
import { ORDER_UPDATES_CONSENT_WORDS } from '@/lib/messaging/consent-words';

// A visitor's request for a quote (docs/product.md, "Quotes for custom pieces"). Its photos and
// sketches are checked by magic bytes, pictures decoded and encoded again, and stored under private
// keys exactly like proofs of transfer (docs/security.md); the quote, its files and the shop's
// mail are one transaction. Asked signed in, the quote is that account's. Asked signed out, it is
// nobody's until an address is proved (src/server/quotes/customer-quotes.ts); when the address is
// already a confirmed account's, its holder is mailed a neutral note, with none of the request's
// words, asking whether it was them, so a stranger's request reaches nobody's account by itself.
// The files count against the sender's daily upload budget (src/server/media/upload-records.ts).

export const QUOTE_FILES_FOLDER = `${PRIVATE_KEY_PREFIX}quote-files`;


export type QuoteUpload = { name: string; bytes: Buffer };

type CheckedFile = { name: string; bytes: Buffer; type: ProofContentType };

async function checkFiles(files: readonly QuoteUpload[]): Promise<CheckedFile[]> {
  if (files.length > MAX_QUOTE_FILES) throw new QuoteRequestError(quoteRequestMessages.tooManyFiles, 400, 'files');
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (file.bytes.length === 0) continue;
    if (file.bytes.length > MAX_PROOF_BYTES) throw new QuoteRequestError(quoteRequestMessages.fileSize, 413, 'files');
    const detected = (await fileTypeFromBuffer(file.bytes))?.mime;
    if (!isProofContentType(detected)) throw new QuoteRequestError(quoteRequestMessages.fileType, 415, 'files');
    try {
      checked.push({ name: file.name, bytes: await clean(file.bytes, detected), type: detected });
    } catch (error) {
      if (error instanceof ProofError) throw new QuoteRequestError(quoteRequestMessages.fileType, 415, 'files');
      throw error;
    }
  }
  return checked;
}

/** A file name fit to show staff: no path, no control characters, short. */
function displayName(name: string, type: ProofContentType, index: number) {
  const base = name.split(/[\\/]/).pop()?.replace(/[^\p{L}\p{N} ._()-]/gu, '').trim().slice(0, 100);
  return base || `file-${index + 1}.${PROOF_TYPES[type]}`;
}

/** At most this many "did you ask for a quote?" notes to one address: the request form must not mail-bomb a customer. */
export const QUOTE_NOTE_LIMIT = { windowSeconds: 24 * 60 * 60, max: 3 };

export async function saveQuoteRequest(request: QuoteRequest, files: readonly QuoteUpload[], sender: QuoteSender): Promise<{ quoteNumber: string }> {
  // A measuring visit is priced by the shop's setting and carries no files (src/server/quotes/book-measure-visit.ts).
  if (request.kind === 'measure-visit') return bookMeasureVisit(request, sender);
  if (request.wantedBy !== null && request.wantedBy < lagosToday()) throw new QuoteRequestError(quoteRequestMessages.wantedBy, 400, 'wantedBy');
  const checked = await checkFiles(files);
  const product = request.productId
    ? ((await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, request.productId)))[0] ?? null)
    : null;
  if (request.productId && !product) throw new QuoteRequestError('That product is no longer in the shop.', 400, 'productId');

  // Counted before the transaction: PGlite's one connection is the transaction's while it runs.
  const mayNote = !sender.userId && (await consumeRateLimit(`quote-note|${request.email.toLowerCase()}`, QUOTE_NOTE_LIMIT)).allowed;

  const storage = getStorage();
  const stored = checked.map((file, index) => ({ ...file, key: newObjectKey(QUOTE_FILES_FOLDER, PROOF_TYPES[file.type]), fileName: displayName(file.name, file.type, index) }));
  await storeUpload({ kind: 'quote-file', ...sender }, stored.map((file) => ({ key: file.key, body: file.bytes, contentType: file.type })));

  try {
    return await withNewQuoteNumber((quoteNumber) =>
      db.transaction(async (tx) => {
        const [quote] = await tx
          .insert(quotes)
          .values({
            quoteNumber,
            userId: sender.userId,
            name: request.name,
            email: request.email,
            phone: request.phone,
            contactVia: request.contactVia,
            kind: request.kind,
            productId: product?.id ?? null,
            productName: product?.name ?? null,
            description: request.description,
            widthCm: request.widthCm,
            depthCm: request.depthCm,
            heightCm: request.heightCm,
            fabric: request.fabric,
            finish: request.finish,
            quantity: request.quantity,
            deliveryState: request.deliveryState,
            budget: request.budget,
            wantedBy: request.wantedBy,
          })
          .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber, name: quotes.name, email: quotes.email, userId: quotes.userId });
        if (!quote) throw new Error('The quote row was not returned');
        if (stored.length > 0) {
          await tx.insert(quoteFiles).values(stored.map((file) => ({ quoteId: quote.id, storageKey: file.key, contentType: file.type, fileName: file.fileName })));
        }
        await mailShop(tx, quote, `Quote request ${quote.quoteNumber} from ${request.name}`, requestSummary(request, product?.name ?? null, stored.length));
        if (mayNote) await noteToConfirmedHolder(tx, quote.quoteNumber, request.email);
        if (request.orderUpdatesConsent && request.phone) {
          await recordConsent(tx, {
            phone: request.phone,
            purpose: 'order_updates',
            granted: true,
            source: 'quote_request',
            wordsShown: ORDER_UPDATES_CONSENT_WORDS,
            userId: sender.userId,
            email: request.email,
          });
        }
        return { quoteNumber: quote.quoteNumber };
      }),
    );
  } catch (error) {
    for (const file of stored) await storage.remove(file.key).catch((err: unknown) => logger.warn({ err, key: file.key }, 'Could not remove a quote file'));
    throw error;
  }
}

/** The neutral note to the confirmed account that holds the address a signed-out request gave. */
async function noteToConfirmedHolder(tx: Transaction, quoteNumber: string, email: string) {
  const [holder] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.emailVerified, true)));
  if (holder) await unclaimedQuoteNote(tx, quoteNumber, holder.email);
}

function requestSummary(request: QuoteRequest, productName: string | null, fileCount: number) {
  return [
    `${QUOTE_KIND_LABELS[request.kind]}${productName ? `: a custom version of ${productName}` : ''}`,
    '',
    request.description,
    '',
    `Dimensions: ${formatDimensions(request) ?? '—'}`,
    `Fabric: ${request.fabric ?? '—'}`,
    `Finish or colour: ${request.finish ?? '—'}`,
    `Quantity: ${request.quantity}`,
    `Delivery state: ${request.deliveryState ?? '—'}`,
    `Budget: ${request.budget ? QUOTE_BUDGET_LABELS[request.budget] : '—'}`,
    `Wanted by: ${request.wantedBy ?? '—'}`,
    `Photos or sketches: ${fileCount}`,
    `Reach them by: ${QUOTE_CONTACT_LABELS[request.contactVia]}${request.phone ? ` (${displayPhone(request.phone)})` : ''}`,
  ];
}
