'use server';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { consumeRateLimit } from '@/server/rate-limit';
import { recordConsent } from '@/server/messaging/consent';
import { accountPhones } from '@/server/account/messaging-consent-reads';
import { accountConsentSchema } from '@/lib/schemas/messaging-consent';
import { CONSENT_WORDS } from '@/lib/messaging/consent-words';
import { toE164Nigeria } from '@/lib/messaging/phone';

/**
 * My Account's switches for messages on WhatsApp or SMS: one consent row, given or withdrawn, for a phone
 * of the shopper's own (never another person's number), with the words the switch shows.
 */
export const setMessagingConsentAction = defineAction<typeof accountConsentSchema, SessionUser, { granted: boolean }>(
  { name: 'setMessagingConsent', schema: accountConsentSchema, authorize: requireUser, fallbackError: 'Your choice could not be saved. Please try again.' },
  async ({ phone, purpose, granted }, user) => {
    const e164 = toE164Nigeria(phone);
    if (!e164 || !(await accountPhones(user.id)).includes(e164)) throw new ActionError('That number is not on your account. Add it to your profile first.');
    if (!(await consumeRateLimit(`messaging-consent|${user.id}`, { windowSeconds: 600, max: 30 })).allowed) {
      throw new ActionError('You have changed this many times. Please wait a few minutes.');
    }
    await recordConsent(db, { phone: e164, purpose, granted, source: 'account', wordsShown: CONSENT_WORDS[purpose], userId: user.id, email: user.email });
    return { granted };
  },
);
