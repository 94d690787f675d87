// What the Products screen's Import makes of the answer to its file (docs/decisions/0055-catalogue-import.md):
// the preview, or a sentence for the admin, whoever refused the file. The route answers { error: string };
// our HTTP server's body cap answers { error: { message } } (scripts/lib/body-limit.ts); a proxy in front
// of the shop may answer with a page of HTML, or nothing readable at all.

import { IMPORT_TOO_LARGE, type ImportPreview } from './import-report';

export type PreviewAnswer = { preview: ImportPreview } | { problem: string };

const TRY_AGAIN = 'The file could not be read. Please try again.';

function messageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('error' in body)) return null;
  const { error } = body as { error: unknown };
  if (typeof error === 'string') return error.trim() || null;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message.trim() || null;
  return null;
}

/** The answer's preview, or the sentence to show: the server's own when it sent one, else one by its status. */
export function previewAnswer(status: number, body: unknown): PreviewAnswer {
  const data = body && typeof body === 'object' && 'data' in body ? (body as { data: ImportPreview | null }).data : null;
  if (status >= 200 && status < 300 && data) return { preview: data };
  const message = messageOf(body);
  if (message) return { problem: message };
  if (status === 413) return { problem: IMPORT_TOO_LARGE };
  if (status === 401 || status === 403) return { problem: 'You are no longer signed in with a role that may import products. Sign in again and retry.' };
  return { problem: status >= 500 || status === 0 ? TRY_AGAIN : `The file could not be read (the server answered ${status}). Please try again.` };
}

/** When the file never reached the server (the connection dropped). */
export const NOT_SENT = 'The file could not be sent: check the connection and try again.';
