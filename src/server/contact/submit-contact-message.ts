import 'server-only';
import { contactMessages } from '@/server/db/schema';
import { db } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { logger } from '@/server/logger';
import { sendMail } from '@/server/mail/send-mail';
import { getSiteSettings } from '@/server/settings/queries';
import type { z } from 'zod';
import type { contactMessageSchema } from '@/lib/schemas/contact';

type ContactMessage = z.output<typeof contactMessageSchema>;

/**
 * Stores the message (staff read it under Messages) and mails it to the shop. The message
 * is kept even when mail fails: the failure is logged, the visitor is not turned away.
 */
export async function submitContactMessage(input: ContactMessage) {
  const [saved] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  const settings = await getSiteSettings();
  const shopAddress = getEnv().SHOP_EMAIL ?? settings.contactEmail;
  if (shopAddress) {
    try {
      await sendMail({
        to: shopAddress,
        replyTo: input.email,
        subject: `New message from ${input.name}`,
        text: [`Name: ${input.name}`, `Email: ${input.email}`, `Phone: ${input.phone ?? '—'}`, '', input.message].join('\n'),
      });
    } catch (error) {
      logger.error({ err: error, messageId: saved?.id }, 'contact message stored but mail to the shop failed');
    }
  }
  return { id: saved!.id };
}
