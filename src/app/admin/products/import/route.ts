import { staffOrRefusal } from '@/server/auth/permissions';
import { previewImport } from '@/server/catalog/catalogue-csv/import-preview';
import { ImportFileTooLarge, keepImportFile } from '@/server/catalog/catalogue-csv/import-files';
import { crossSiteRefusal } from '@/server/http/cross-site';
import { logger } from '@/server/logger';
import { cleanLine } from '@/lib/text';
import { type ImportPreview, MAX_IMPORT_BYTES } from '@/lib/catalog-csv/import-report';

// POST /admin/products/import?name=<file name>: the Products screen's Import sends the CSV file as the
// body. It is kept for the import that follows and read into the plan the screen shows; nothing is
// written to the catalogue (docs/decisions/0055-catalogue-import.md). A route handler, not a server
// action: actions take at most 1 MB, and the file is streamed to disk rather than read whole.

type Body = { data: ImportPreview | null; error: string | null };

const json = (body: Body, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
const refuse = (error: string, status: number) => json({ data: null, error }, status);

const FILE_NAME_MAX = 200;

export async function POST(request: Request) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return refuse(crossSite, 403);
  const staff = await staffOrRefusal(request, 'products.write', (message, status) => refuse(message, status));
  if (staff instanceof Response) return staff;

  // A declared length is checked before reading; a body sent without one is cut off at the limit as it streams.
  const length = request.headers.get('content-length');
  if (length !== null && Number(length) > MAX_IMPORT_BYTES) return refuse(new ImportFileTooLarge().message, 413);
  if (!request.body || length === '0') return refuse('The file is empty.', 400);
  const fileName = cleanLine(new URL(request.url).searchParams.get('name') ?? '').slice(0, FILE_NAME_MAX);

  try {
    const token = await keepImportFile(request.body);
    const preview = await previewImport(token, fileName);
    return preview ? json({ data: preview, error: null }) : refuse('The file could not be kept for the import. Please try again.', 500);
  } catch (error) {
    if (error instanceof ImportFileTooLarge) return refuse(error.message, 413);
    logger.error({ err: error }, 'Reading a catalogue file failed');
    return refuse('The file could not be read. Please try again.', 500);
  }
}
