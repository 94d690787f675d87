import 'server-only';
import { z } from 'zod';
import { getEnv } from '@/server/env';
import { logger } from '@/server/logger';
import { readCappedBody } from '@/server/http/read-capped-body';
import { verifyTransaction } from './client';
import { syncPaystackRefundsOfTransaction } from './refund-sync';
import { settlePaystackTransaction } from './settle';
import { hasValidPaystackSignature } from './signature';
import { oneLine } from '@/lib/schemas/fields';

// POST /api/payments/paystack: Paystack's webhooks (docs/decisions/0013-payments-ledger.md).
// The body is read raw, up to a cap, and its x-paystack-signature checked before a byte of it
// is parsed; a forged or unsigned request gets 401 and changes nothing. Paystack calls from its
// servers, not from a page, so no Origin / Sec-Fetch-Site check applies: the signature is the
// authentication.
//
// An event is a signal, not the truth: charge.success is settled with what GET
// /transaction/verify says of the reference (as Paystack advises), and a refund event makes
// the order's waiting refunds read their state back from Paystack. Both paths are idempotent
// (confirmPayment by payment row, reference and Paystack's transaction id; refunds by their
// final state), so repeated and out-of-order events change nothing twice, and no table of
// received events is needed. Answers: 200 once handled (also for events the shop ignores),
// 500 when Paystack or the database failed, so Paystack sends the event again later.

/** The same cap our HTTP server puts on every /api JSON body (scripts/lib/body-limit.ts); Paystack's events are a few KB. */
export const WEBHOOK_MAX_BYTES = 64 * 1024;

const eventSchema = z.object({ event: oneLine().min(1).max(100), data: z.record(z.string(), z.unknown()) });
const chargeSchema = z.object({ reference: oneLine().min(1).max(200) });
const refundSchema = z.object({ transaction_reference: oneLine().min(1).max(200) });

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export async function handlePaystackWebhook(request: Request): Promise<Response> {
  const secretKey = getEnv().PAYSTACK_SECRET_KEY;
  if (!secretKey) return answer(503, { error: 'Paystack is not configured on this shop.' });

  const raw = await readCappedBody(request, WEBHOOK_MAX_BYTES);
  if (!raw) return answer(413, { error: 'The request is too large.' });
  if (!hasValidPaystackSignature(raw, request.headers.get('x-paystack-signature'), secretKey)) {
    logger.warn('Paystack webhook refused: missing or wrong signature');
    return answer(401, { error: 'Invalid signature.' });
  }

  let parsed: z.infer<typeof eventSchema>;
  try {
    parsed = eventSchema.parse(JSON.parse(Buffer.from(raw).toString('utf8')));
  } catch {
    logger.error('Paystack webhook signed but not an event');
    return answer(400, { error: 'Not a Paystack event.' });
  }

  try {
    await handleEvent(parsed.event, parsed.data);
    return answer(200, { received: true });
  } catch (error) {
    logger.error({ err: error, event: parsed.event }, 'Paystack webhook failed; Paystack will send it again');
    return answer(500, { error: 'Could not handle the event now.' });
  }
}

async function handleEvent(event: string, data: Record<string, unknown>) {
  if (event === 'charge.success') {
    const charge = chargeSchema.safeParse(data);
    if (!charge.success) return void logger.warn({ event }, 'Paystack charge event without a reference');
    const settled = await settlePaystackTransaction(await verifyTransaction(charge.data.reference));
    logger.info({ event, reference: charge.data.reference, outcome: settled.outcome }, 'Paystack webhook');
    return;
  }
  if (event.startsWith('refund.')) {
    const refund = refundSchema.safeParse(data);
    if (!refund.success) return void logger.warn({ event }, 'Paystack refund event without a transaction reference');
    const synced = await syncPaystackRefundsOfTransaction(refund.data.transaction_reference);
    logger.info({ event, reference: refund.data.transaction_reference, synced }, 'Paystack webhook');
    return;
  }
  logger.info({ event }, 'Paystack webhook ignored: the shop does not use this event');
}
