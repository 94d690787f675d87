import { z } from 'zod';
import { getSessionUserFromHeaders } from '@/server/auth/session';
import { proofForViewer } from '@/server/payments/proof-access';
import { getStorage } from '@/server/media/storage';
import { mediaContentSecurityPolicy } from '@/lib/security-headers';

// GET /api/payments/proofs/<payment id>: a proof of transfer, for the order's owner or an admin
// (docs/security.md, "Proof of transfer"). Anyone else, signed out included, gets the 404 of a
// proof that does not exist. Streamed from private storage, never cached, never sniffed; a PDF
// is only ever a download, a picture may open in the tab.

const paymentId = z.uuid();

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });

export async function GET(request: Request, { params }: { params: Promise<{ paymentId: string }> }) {
  const id = paymentId.safeParse((await params).paymentId);
  if (!id.success) return notFound();
  const viewer = await getSessionUserFromHeaders(request.headers);
  if (!viewer) return notFound();
  const proof = await proofForViewer(id.data, viewer);
  if (!proof) return notFound();

  const storage = getStorage();
  const object = await storage.stat(proof.key);
  if (!object) return notFound();
  const body = object.size === 0 ? null : await storage.read(proof.key, { start: 0, end: object.size - 1 });
  const pdf = proof.contentType === 'application/pdf';
  return new Response(body, {
    headers: {
      'Content-Type': proof.contentType,
      'Content-Length': String(object.size),
      'Content-Disposition': `${pdf ? 'attachment' : 'inline'}; filename="${proof.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, nothing in it may run or load anything.
      'Content-Security-Policy': mediaContentSecurityPolicy,
    },
  });
}
