import { contactMessageSchema } from '@/lib/schemas/contact';
import { CLIENT_IP_HEADER, rateLimitAddress } from '@/lib/client-ip';
import { crossSiteRefusal } from '@/server/http/cross-site';
import { submitContactMessage } from '@/server/contact/submit-contact-message';
import { consumeRateLimit } from '@/server/rate-limit';
import { CONTACT_LIMIT } from '@/server/contact/limits';
import { logger } from '@/server/logger';

// The contact form's server function: JSON {name, email, phone, message} in,
// {data, error} out, like the hosted function the original app called.

function answer(status: number, data: unknown, error: string | null) {
  return Response.json({ data, error: error ? { message: error } : null }, { status });
}

export async function POST(request: Request) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return answer(403, null, crossSite);
  // IPv6 clients are counted by their /64, or each would have billions of budgets.
  const ip = rateLimitAddress(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
  try {
    const body: unknown = await request.json().catch(() => null);
    const parsed = contactMessageSchema.safeParse(body);
    if (!parsed.success) return answer(400, null, parsed.error.issues[0]?.message ?? 'Invalid message');
    const { allowed } = await consumeRateLimit(`contact|${ip}`, CONTACT_LIMIT);
    if (!allowed) return answer(429, null, 'Too many messages. Please try again later.');
    return answer(200, await submitContactMessage(parsed.data), null);
  } catch (error) {
    logger.error({ err: error }, 'contact message failed');
    return answer(500, null, 'Failed to send message. Please try again or contact us directly.');
  }
}
