'use server';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { consumeRateLimit } from '@/server/rate-limit';
import { setMarketingOptOut } from '@/server/marketing/unsubscribe';
import { marketingMailSchema } from '@/lib/schemas/review';

/** My Account's "Email me reminders and review requests" switch: the shopper's own users.marketing_opt_out. */
export const setMarketingMailAction = defineAction<typeof marketingMailSchema, SessionUser, { wanted: boolean }>(
  { name: 'setMarketingMail', schema: marketingMailSchema, authorize: requireUser, fallbackError: 'Your choice could not be saved. Please try again.' },
  async ({ wanted }, user) => {
    if (!(await consumeRateLimit(`marketing-mail|${user.id}`, { windowSeconds: 600, max: 30 })).allowed) {
      throw new ActionError('You have changed this many times. Please wait a few minutes.');
    }
    await setMarketingOptOut(user.id, !wanted);
    return { wanted };
  },
);
