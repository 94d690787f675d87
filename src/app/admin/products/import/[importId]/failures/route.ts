import { z } from 'zod';
import { staffOrRefusal } from '@/server/auth/permissions';
import { importFileName, pictureFailuresCsv } from '@/server/catalog/catalogue-csv/import-progress';
import { slugify } from '@/lib/slugify';

// GET /admin/products/import/<import id>/failures: the pictures of an import the job could not fetch, as
// CSV (row, product handle, product name, picture URL, reason), for staff who may see products
// (docs/decisions/0055-catalogue-import.md, "Amendment: pictures after the import"). The catalogue's own
// data, and a GET that changes nothing, so nothing is recorded.

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export async function GET(request: Request, { params }: { params: Promise<{ importId: string }> }) {
  const staff = await staffOrRefusal(request, 'products.read', plain);
  if (staff instanceof Response) return staff;
  const { importId } = await params;
  const fileName = z.uuid().safeParse(importId).success ? await importFileName(importId) : null;
  if (fileName === null) return plain('Import not found.', 404);
  const stem = slugify(fileName.replace(/\.csv$/i, '')) || 'import';
  return new Response(pictureFailuresCsv(importId), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="pictures-not-fetched-${stem}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
