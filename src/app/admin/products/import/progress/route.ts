import { staffOrRefusal } from '@/server/auth/permissions';
import { latestPictureProgress } from '@/server/catalog/catalogue-csv/import-progress';

// GET /admin/products/import/progress: how far the job has got with the latest import's pictures
// (docs/decisions/0055-catalogue-import.md, "Amendment: pictures after the import"). The Products screen
// asks every 2 seconds while pictures wait, as the Orders list asks for new orders (one small indexed
// read, the same behind any proxy and across instances); null when no import had pictures.

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function GET(request: Request) {
  const staff = await staffOrRefusal(request, 'products.read', (message, status) => json({ error: message }, status));
  if (staff instanceof Response) return staff;
  return json(await latestPictureProgress());
}
