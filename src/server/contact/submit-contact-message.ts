import 'server-only';
import { contactMessages } from '@/server/db/schema';
import { db } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { queueMail } from '@/server/mail/mail-jobs';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { recordFormMessage } from '@/server/inbox/record-form-message';
import type { z } from 'zod';
import type { contactMessageSchema } from '@/lib/schemas/contact';

type ContactMessage = z.output<typeof contactMessageSchema>;

/**
 * Stores the message (staff read it under Messages, and in the inbox: docs/decisions/0081-one-inbox.md) and
 * queues its mail to the shop in the same transaction (docs/decisions/0014-durable-jobs.md): a mail server
 * that is down delays the mail, it never turns the visitor away nor loses the message.
 */
export async function submitContactMessage(input: ContactMessage) {
  const settings = await getSiteSettings();
  const shopAddress = getEnv().SHOP_EMAIL ?? settings.contactEmail;
  return db.transaction(async (tx) => {
    const [saved] = await tx.insert(contactMessages).values(input).returning({ id: contactMessages.id });
    await recordFormMessage(tx, { source: 'contact_form', name: input.name, email: input.email, phone: input.phone, body: input.message, contactMessageId: saved!.id });
    if (shopAddress) {
      await queueMail(
        {
          to: shopAddress,
          replyTo: input.email,
          subject: `New message from ${input.name}`,
          text: [`Name: ${input.name}`, `Email: ${input.email}`, `Phone: ${input.phone ?? '—'}`, '', input.message].join('\n'),
        },
        tx,
      );
    }
    return { id: saved!.id };
  });
}
