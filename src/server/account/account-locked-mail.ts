import 'server-only';
import { queueMail } from '@/server/mail/mail-jobs';
import type { MailMessage } from '@/server/mail/send-mail';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { siteUrl } from '@/server/site-url';

// The one mail an account holder gets when sign-in to their account is paused after too
// many wrong passwords (src/server/auth/sign-in-limit.ts): what happened and what to do. Auth asks
// for it through the flows the composition root hands it (src/server/composition/auth.ts).

export function accountLockedMail(user: { name: string; email: string }, minutes: number, siteName: string): MailMessage {
  const text = [
    `Hello ${user.name},`,
    '',
    `Someone tried to sign in to your ${siteName} account (${user.email}) with a wrong password many times in a row.`,
    `To protect your account, signing in to it is paused for ${minutes} minutes. Nobody got in: a wrong password never opens the account.`,
    '',
    `If it was you: wait a little and sign in again with your password. Forgotten it? Set a new one with "Forgot password?" on the sign-in page (${siteUrl('/auth/forgot-password')}), which also ends the pause.`,
    `If it was not you: your password held, but someone may be guessing it. Once the pause is over, sign in, choose a new password you use nowhere else and turn on two-factor authentication on the Security page: ${siteUrl('/account/security')}`,
    '',
    'You do not need to reply to this mail.',
    '',
    siteName,
  ].join('\n');
  return { to: user.email, subject: `Someone tried to sign in to your ${siteName} account`, text };
}

/** Queued as a 'send-mail' job (docs/decisions/0014-durable-jobs.md), so a slow mail server never slows sign-in. */
export async function queueAccountLockedMail(user: { name: string; email: string }, minutes: number) {
  const { siteName } = await getSiteSettings();
  await queueMail(accountLockedMail(user, minutes, siteName));
}
