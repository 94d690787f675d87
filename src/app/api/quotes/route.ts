import { CLIENT_IP_HEADER, rateLimitAddress } from '@/lib/client-ip';
import { MAX_QUOTE_FILES } from '@/lib/made-to-order-constants';
import { MAX_PROOF_BYTES } from '@/lib/transfer-proof';
import { quoteRequestMessages } from '@/lib/quote-fields';
import { quoteRequestSchema } from '@/lib/schemas/quote';
import { CONTACT_LIMIT } from '@/server/contact/limits';
import { getSessionUserFromHeaders } from '@/server/auth/session';
import { crossSiteRefusal } from '@/server/http/cross-site';
import { logger } from '@/server/logger';
import { UploadBudgetError } from '@/server/media/upload-records';
import { consumeRateLimit } from '@/server/rate-limit';
import { saveQuoteRequest, type QuoteUpload } from '@/server/quotes/request-quote';
import { QuoteRequestError } from '@/server/quotes/quote-request-error';

// POST multipart/form-data: a quote request from anyone, signed in or not (docs/product.md,
// "Quotes for custom pieces"), with up to five photos or sketches in `files`. A route handler, not
// a server action: actions take at most 1 MB. Other sites' pages are refused, the contact form's
// limit per address applies, its files count against the sender's daily upload budget
// (src/server/media/upload-records.ts), and our HTTP server caps the body (scripts/lib/body-limit.ts).
// Asked signed in, the quote is the session's account's, whatever email the form gives.

export type QuoteRequestResponse = {
  data: { quoteNumber: string } | null;
  error: { message: string; fieldErrors?: Record<string, string> } | null;
};

const json = (body: QuoteRequestResponse, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
const refuse = (message: string, status: number, fieldErrors?: Record<string, string>) =>
  json({ data: null, error: { message, ...(fieldErrors ? { fieldErrors } : {}) } }, status);

const TEXT_FIELDS = Object.keys(quoteRequestSchema.shape);

export async function POST(request: Request) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return refuse(crossSite, 403);
  const length = Number(request.headers.get('content-length'));
  if (Number.isFinite(length) && length > MAX_QUOTE_FILES * MAX_PROOF_BYTES + 128 * 1024) return refuse(quoteRequestMessages.fileSize, 413);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse('The request must be sent as multipart/form-data.', 400);
  }
  const fields: Record<string, string> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  const parsed = quoteRequestSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '_')] ??= issue.message;
    return refuse(parsed.error.issues[0]?.message ?? 'Please check the form.', 400, fieldErrors);
  }
  const files = form.getAll('files').filter((value): value is File => value instanceof File && value.size > 0);
  if (files.length > MAX_QUOTE_FILES) return refuse(quoteRequestMessages.tooManyFiles, 400, { files: quoteRequestMessages.tooManyFiles });

  // IPv6 clients are counted by their /64, as for the contact form.
  const ip = rateLimitAddress(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
  if (!(await consumeRateLimit(`quote|${ip}`, CONTACT_LIMIT)).allowed) return refuse('Too many requests. Please try again later.', 429);

  try {
    const uploads: QuoteUpload[] = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) })));
    const sender = { userId: (await getSessionUserFromHeaders(request.headers))?.id ?? null, clientAddress: ip };
    return json({ data: await saveQuoteRequest(parsed.data, uploads, sender), error: null });
  } catch (error) {
    if (error instanceof UploadBudgetError) return refuse(error.message, error.status, { files: error.message });
    if (error instanceof QuoteRequestError) return refuse(error.message, error.status, error.field ? { [error.field]: error.message } : undefined);
    logger.error({ err: error }, 'Quote request failed');
    return refuse('Failed to send your request. Please try again or contact us directly.', 500);
  }
}
