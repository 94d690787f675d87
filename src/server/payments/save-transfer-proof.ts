import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { db } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { consumeRateLimit } from '@/server/rate-limit';
import { getStorage, newObjectKey, PRIVATE_KEY_PREFIX } from '@/server/media/storage';
import { isOrderNumber } from '@/server/orders/order-number';
import { MAX_PROOF_BYTES, PROOF_TYPES, proofProblems, isProofContentType, type ProofContentType } from '@/lib/transfer-proof';
import { amountDue, ledgerSums } from './ledger';
import { awaitsTransfer, proofAccepted } from './order-payment';

// A shopper's proof of a bank transfer (docs/security.md, "Proof of transfer"): checked by its
// magic bytes, pictures decoded and encoded again (no metadata, no polyglots), stored under a
// private key, and recorded as a pending bank_transfer payment for the balance due, which an
// admin confirms (through confirmPayment) or rejects. Sending again replaces a proof still
// waiting; a rejected proof stays on the ledger and a new one starts a new row.

export const PROOF_FOLDER = `${PRIVATE_KEY_PREFIX}payment-proofs`;

/** Proofs one order may send in an hour: enough to fix a wrong file, not enough to fill a disk. */
const PROOFS_PER_HOUR = 10;
// Refuses decompression bombs: a 5 MB PNG can claim billions of pixels.
const MAX_INPUT_PIXELS = 100_000_000;

const PROOF_TOO_LATE =
  'Your last proof was not accepted, and the time to pay this order has passed. Please contact us with your proof of payment.';

export class ProofError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 413 | 415 | 429,
  ) {
    super(message);
    this.name = 'ProofError';
  }
}

export type ProofUpload = { orderNumber: string; ownerId: string; bytes: Buffer };

export async function saveTransferProof({ orderNumber, ownerId, bytes }: ProofUpload): Promise<{ paymentId: string }> {
  if (bytes.length === 0) throw new ProofError(proofProblems.missing, 400);
  if (bytes.length > MAX_PROOF_BYTES) throw new ProofError(proofProblems.tooLarge, 413);
  const order = await ownOrder(orderNumber, ownerId);
  if (!awaitsTransfer(order)) throw new ProofError('This order is not waiting for a bank transfer.', 409);
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isProofContentType(detected)) throw new ProofError(proofProblems.wrongType, 415);
  if (!(await consumeRateLimit(`transfer-proof|${order.id}`, { windowSeconds: 3600, max: PROOFS_PER_HOUR })).allowed) {
    throw new ProofError('You have sent several files for this order in the last hour. Please wait a little, or contact us.', 429);
  }

  const stored = await clean(bytes, detected);
  const key = newObjectKey(PROOF_FOLDER, PROOF_TYPES[detected]);
  const storage = getStorage();
  await storage.put(key, stored, detected);
  try {
    const saved = await db.transaction(async (tx) => {
      // Under the order's lock: a confirmation or a second upload for it waits for this one.
      const [locked] = await tx
        .select({
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          paymentMethod: orders.paymentMethod,
          paymentDueAt: orders.paymentDueAt,
          total: orders.totalAmountKobo,
          depositKobo: orders.depositKobo,
        })
        .from(orders)
        .where(eq(orders.id, order.id))
        .for('update');
      if (!locked || !awaitsTransfer(locked)) throw new ProofError('This order is not waiting for a bank transfer.', 409);
      const [newest] = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.method, 'bank_transfer'), isNotNull(payments.proofKey)))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (!proofAccepted(locked, newest)) throw new ProofError(PROOF_TOO_LATE, 409);
      // The step the transfer pays: the deposit first when the shopper chose one, then the balance.
      const amountKobo = amountDue({ totalAmountKobo: locked.total, depositKobo: locked.depositKobo }, await ledgerSums(tx, order.id))?.nextKobo ?? 0;
      const [waiting] = await tx
        .select({ id: payments.id, proofKey: payments.proofKey })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.method, 'bank_transfer'), eq(payments.status, 'pending'), isNotNull(payments.proofKey)))
        .orderBy(desc(payments.createdAt))
        .limit(1)
        .for('update');
      const proof = { proofKey: key, proofContentType: detected, amountKobo };
      if (waiting) {
        await tx.update(payments).set(proof).where(eq(payments.id, waiting.id));
        return { paymentId: waiting.id, replacedKey: waiting.proofKey };
      }
      const [row] = await tx
        .insert(payments)
        .values({ orderId: order.id, method: 'bank_transfer', status: 'pending', ...proof })
        .returning({ id: payments.id });
      if (!row) throw new Error('The payment row was not returned');
      return { paymentId: row.id, replacedKey: null };
    });
    // The old file goes only once the new one is on record.
    if (saved.replacedKey) await removeQuietly(saved.replacedKey);
    return { paymentId: saved.paymentId };
  } catch (error) {
    await removeQuietly(key);
    throw error;
  }
}

/** The shopper's own order, or a 404 that reads exactly like an order that does not exist. */
async function ownOrder(orderNumber: string, ownerId: string) {
  const [order] = isOrderNumber(orderNumber)
    ? await db
        .select({ id: orders.id, userId: orders.userId, status: orders.status, paymentStatus: orders.paymentStatus, paymentMethod: orders.paymentMethod })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber))
    : [];
  if (!order || order.userId !== ownerId) throw new ProofError('This order does not exist.', 404);
  return order;
}

/** Pictures are decoded and written again in their own format; a PDF cannot be, and is only ever sent as a download. Quote photos use it too. */
export async function clean(bytes: Buffer, type: ProofContentType): Promise<Buffer> {
  if (type === 'application/pdf') return bytes;
  const image = sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    return await (type === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw new ProofError(proofProblems.wrongType, 415);
  }
}

async function removeQuietly(key: string) {
  try {
    await getStorage().remove(key);
  } catch (error) {
    logger.warn({ err: error, key }, 'Could not remove a proof of transfer that is no longer used');
  }
}
