import { productQuestionSchema } from '@/lib/schemas/product-question';
import { formAnswer as answer, formPoster } from '@/server/http/form-post';
import { submitProductQuestion } from '@/server/inbox/submit-product-question';
import { consumeRateLimit } from '@/server/rate-limit';
import { CONTACT_LIMIT } from '@/server/contact/limits';
import { logger } from '@/server/logger';

// "Ask about this piece" (docs/decisions/0081-one-inbox.md): JSON {name, email, phone?, question, productId}
// in, {data, error} out, as the contact form's POST /api/contact-email, and limited as it is.

export async function POST(request: Request) {
  const poster = formPoster(request);
  if ('refusal' in poster) return poster.refusal;
  try {
    const parsed = productQuestionSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return answer(400, null, parsed.error.issues[0]?.message ?? 'Invalid question');
    const { allowed } = await consumeRateLimit(`product-question|${poster.ip}`, CONTACT_LIMIT);
    if (!allowed) return answer(429, null, 'Too many questions. Please try again later.');
    if (!(await submitProductQuestion(parsed.data))) return answer(404, null, 'This piece is no longer on sale. Please contact us instead.');
    return answer(200, { ok: true }, null);
  } catch (error) {
    logger.error({ err: error }, 'product question failed');
    return answer(500, null, 'Failed to send your question. Please try again or contact us directly.');
  }
}
