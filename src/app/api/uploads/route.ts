import { staffOrRefusal } from '@/server/auth/permissions';
import { logger } from '@/server/logger';
import { crossSiteRefusal } from '@/server/http/cross-site';
import { processUpload } from '@/server/media/process-upload';
import { UploadError } from '@/server/media/upload-error';
import { isUploadFolder, isUploadKind, MAX_BYTES, uploadProblems, UPLOAD_FOLDERS, type UploadProblem } from '@/lib/upload-rules';
import { CLIENT_IP_HEADER, rateLimitAddress } from '@/lib/client-ip';

// Uploads for the back office. A route handler, not a server action: actions take at most
// 1 MB. POST multipart/form-data with `file`, `folder` and `kind` (image | video); `folder`
// and `kind` may also be query parameters, so the size can be checked before the body is read.
// The session cookie is SameSite=Lax, and requests from other sites' pages are refused
// (crossSiteRefusal), so other sites cannot post here as the admin.
// There is no DELETE: a stored file goes only when the record that names it replaces or deletes it,
// under that record's permission and audit row, and an upload no record names is swept a day later
// (src/server/media/upload-records.ts).

type Body = { data: unknown; error: UploadProblem | null };

const json = (body: Body, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
const refuse = (problem: UploadProblem, status: number) => json({ data: null, error: problem }, status);

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_OVERHEAD = 16 * 1024;

export async function POST(request: Request) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return refuse({ title: 'Upload Error', description: crossSite }, 403);
  const staff = await staffOrRefusal(request, 'media.upload', (description, status) => refuse({ title: 'Upload Error', description }, status));
  if (staff instanceof Response) return staff;

  const query = new URL(request.url).searchParams;
  const length = Number(request.headers.get('content-length'));
  if (!Number.isFinite(length) || length <= 0) return refuse({ title: 'Upload Error', description: 'The upload has no length.' }, 411);
  // Before reading anything: with the kind known, its own limit; otherwise the largest one.
  const declaredKind = isUploadKind(query.get('kind')) ? query.get('kind') : null;
  const limitKind = declaredKind === 'image' ? 'image' : 'video';
  if (length > MAX_BYTES[limitKind] + MULTIPART_OVERHEAD) return refuse(uploadProblems.tooLarge('The file', limitKind), 413);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse({ title: 'Upload Error', description: 'The upload must be sent as multipart/form-data.' }, 400);
  }
  const file = form.get('file');
  const kind = query.get('kind') ?? form.get('kind') ?? 'image';
  const folder = query.get('folder') ?? form.get('folder');
  if (!(file instanceof File)) return refuse({ title: 'Upload Error', description: 'No file was sent.' }, 400);
  if (!isUploadKind(kind)) return refuse({ title: 'Upload Error', description: 'Unknown upload kind.' }, 400);
  if (!isUploadFolder(folder)) {
    return refuse({ title: 'Upload Error', description: `Folder must be one of: ${UPLOAD_FOLDERS.join(', ')}.` }, 400);
  }

  try {
    const bytes = Buffer.from(await file.arrayBuffer());
    const clientAddress = rateLimitAddress(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
    const stored = await processUpload({ bytes, filename: file.name || 'The file', kind, folder, userId: staff.id, clientAddress });
    return json({ data: { url: stored.url, thumbnailUrl: stored.thumbnailUrl }, error: null });
  } catch (error) {
    if (error instanceof UploadError) return refuse({ title: error.title, description: error.description }, error.status);
    logger.error({ err: error, folder, kind }, 'Upload failed');
    return refuse(uploadProblems.failed(), 500);
  }
}
