import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { staffOrRefusal } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { quoteFiles } from '@/server/db/schema';
import { getStorage } from '@/server/media/storage';
import { mediaContentSecurityPolicy } from '@/lib/security-headers';
import { isProofContentType } from '@/lib/transfer-proof';

// GET /admin/quotes/files/<file id>: a photo or sketch sent with a quote request, for staff only
// (docs/security.md, "Quote files"). Served like a proof of transfer: from private storage, never
// cached, never sniffed, a PDF only as a download.

const fileId = z.uuid();

const plain = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });

export async function GET(request: Request, { params }: { params: Promise<{ fileId: string }> }) {
  const staff = await staffOrRefusal(request, 'quotes.read', plain);
  if (staff instanceof Response) return staff;
  const id = fileId.safeParse((await params).fileId);
  if (!id.success) return plain('Not found', 404);
  const [file] = await db.select().from(quoteFiles).where(eq(quoteFiles.id, id.data));
  if (!file || !isProofContentType(file.contentType)) return plain('Not found', 404);

  const storage = getStorage();
  const object = await storage.stat(file.storageKey);
  if (!object) return plain('Not found', 404);
  const body = object.size === 0 ? null : await storage.read(file.storageKey, { start: 0, end: object.size - 1 });
  const pdf = file.contentType === 'application/pdf';
  // The name was cleaned on upload; the plain form keeps to printable ASCII without quotes.
  const ascii = file.fileName.replace(/[^\x20-\x7e]|"/g, '_');
  return new Response(body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(object.size),
      'Content-Disposition': `${pdf ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': mediaContentSecurityPolicy,
    },
  });
}
