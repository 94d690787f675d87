import { contactMessageSchema } from '@/lib/schemas/contact';
import { formAnswer as answer, formPoster } from '@/server/http/form-post';
import { submitContactMessage } from '@/server/contact/submit-contact-message';
import { consumeRateLimit } from '@/server/rate-limit';
import { CONTACT_LIMIT } from '@/server/contact/limits';
import { logger } from '@/server/logger';

// The contact form's server function: JSON {name, email, phone, message} in,
// {data, error} out, like the hosted function the original app called.

export async function POST(request: Request) {
  const poster = formPoster(request);
  if ('refusal' in poster) return poster.refusal;
  try {
    const body: unknown = await request.json().catch(() => null);
    const parsed = contactMessageSchema.safeParse(body);
    if (!parsed.success) return answer(400, null, parsed.error.issues[0]?.message ?? 'Invalid message');
    const { allowed } = await consumeRateLimit(`contact|${poster.ip}`, CONTACT_LIMIT);
    if (!allowed) return answer(429, null, 'Too many messages. Please try again later.');
    return answer(200, await submitContactMessage(parsed.data), null);
  } catch (error) {
    logger.error({ err: error }, 'contact message failed');
    return answer(500, null, 'Failed to send message. Please try again or contact us directly.');
  }
}
