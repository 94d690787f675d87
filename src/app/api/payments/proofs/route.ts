import { getSessionUserFromHeaders } from '@/server/auth/session';
import { crossSiteRefusal } from '@/server/http/cross-site';
import { logger } from '@/server/logger';
import { ProofError, saveTransferProof } from '@/server/payments/save-transfer-proof';
import { MAX_PROOF_BYTES, proofProblems } from '@/lib/transfer-proof';

// POST multipart/form-data with `orderNumber` and `file`: the signed-in shopper's proof of a bank
// transfer for their own order (docs/security.md, "Proof of transfer"). A route handler, not a
// server action: actions take at most 1 MB. Requests from other sites' pages are refused
// (crossSiteRefusal), and our HTTP server caps the body before Next reads it
// (scripts/lib/body-limit.ts); the declared length is checked here too.

export type ProofUploadResponse = { data: { paymentId: string } | null; error: { message: string } | null };

// Room for the multipart boundaries, part headers and the order number around the file.
const MULTIPART_OVERHEAD = 16 * 1024;

const json = (body: ProofUploadResponse, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
const refuse = (message: string, status: number) => json({ data: null, error: { message } }, status);

export async function POST(request: Request) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return refuse(crossSite, 403);
  const user = await getSessionUserFromHeaders(request.headers);
  if (!user) return refuse('Please sign in to continue.', 401);

  const length = Number(request.headers.get('content-length'));
  if (!Number.isFinite(length) || length <= 0) return refuse('The upload has no length.', 411);
  if (length > MAX_PROOF_BYTES + MULTIPART_OVERHEAD) return refuse(proofProblems.tooLarge, 413);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse('The upload must be sent as multipart/form-data.', 400);
  }
  const file = form.get('file');
  const orderNumber = form.get('orderNumber');
  if (!(file instanceof File)) return refuse(proofProblems.missing, 400);
  if (typeof orderNumber !== 'string') return refuse('This order does not exist.', 404);

  try {
    const saved = await saveTransferProof({ orderNumber, ownerId: user.id, bytes: Buffer.from(await file.arrayBuffer()) });
    return json({ data: saved, error: null });
  } catch (error) {
    if (error instanceof ProofError) return refuse(error.message, error.status);
    logger.error({ err: error, orderNumber }, 'Proof of transfer upload failed');
    return refuse('The upload failed. Please try again.', 500);
  }
}
