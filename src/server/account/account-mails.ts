import 'server-only';
import type { MailMessage } from '@/server/mail/send-mail';
import { siteUrl } from '@/server/site-url';

// What the account holder reads about their password and address (docs/security.md, "Password
// reset, email verification and email change"). The mails with a link are sent straight from
// their job (src/server/account/account-link-job.ts), so the link never sits in the jobs table;
// the notices carry no link that opens anything and go out as ordinary queued mails.

type Recipient = { name: string; email: string };

const hello = (name: string) => `Hello${name ? ` ${name}` : ''},`;

function mail(to: string, subject: string, lines: string[], siteName: string): MailMessage {
  return { to, subject, text: [...lines, '', 'You do not need to reply to this mail.', '', siteName].join('\n') };
}

export function resetPasswordMail(user: Recipient, link: string, siteName: string): MailMessage {
  return mail(
    user.email,
    `Reset your ${siteName} password`,
    [
      hello(user.name),
      '',
      `Someone (we hope you) asked to reset the password of your ${siteName} account (${user.email}). To choose a new password, open this link within an hour:`,
      '',
      link,
      '',
      'The link works once. Setting a new password signs your account out on every device.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
    siteName,
  );
}

/** To the owner of an address that someone signed up with before, without ever confirming it. */
export function takeoverMail(user: Recipient, link: string, siteName: string): MailMessage {
  return mail(
    user.email,
    `Set a password to claim your ${siteName} account`,
    [
      'Hello,',
      '',
      `Someone just tried to create a ${siteName} account with this address (${user.email}). An account already exists for it, but it was started by someone who never confirmed the address, so it may not be yours.`,
      '',
      'If it was you: open this link within an hour and choose a password. The account becomes yours alone: anyone else signed in to it is signed out, and any two-factor set-up or passkey on it is removed.',
      '',
      link,
      '',
      'If it was not you, ignore this mail: nothing changes.',
    ],
    siteName,
  );
}

export function verifyEmailMail(user: Recipient, link: string, siteName: string): MailMessage {
  return mail(
    user.email,
    `Confirm your email for ${siteName}`,
    [
      hello(user.name),
      '',
      `Thank you for creating a ${siteName} account. Please confirm that ${user.email} is your address by opening this link within 24 hours:`,
      '',
      link,
      '',
      `If you did not create this account, someone used your address: do not confirm it. You can take the account over by setting a password at ${siteUrl('/auth/forgot-password')}`,
    ],
    siteName,
  );
}

export function changeEmailMail(user: Recipient, newEmail: string, link: string, siteName: string): MailMessage {
  return mail(
    newEmail,
    `Confirm your new email for ${siteName}`,
    [
      hello(user.name),
      '',
      `You asked to change the email of your ${siteName} account from ${user.email} to ${newEmail}. To confirm the new address, open this link within 24 hours:`,
      '',
      link,
      '',
      'Until you do, your account keeps its old address. If you did not ask for this, ignore this mail.',
    ],
    siteName,
  );
}

/** To the old address while a change waits for confirmation. */
export function emailChangingMail(user: Recipient, newEmail: string, siteName: string): MailMessage {
  return mail(
    user.email,
    `Your ${siteName} email is being changed`,
    [
      hello(user.name),
      '',
      `Someone signed in to your ${siteName} account asked to change its email from ${user.email} to ${newEmail}. The change happens once the new address is confirmed.`,
      '',
      `If it was not you, someone knows your password: change it now on the Security page (${siteUrl('/account/security')}), which also lets you sign out every device. If you cannot sign in, set a new password at ${siteUrl('/auth/forgot-password')}`,
    ],
    siteName,
  );
}

/**
 * To the address an account moved from, once it has moved (src/server/account/email-change-undo.ts):
 * what changed, who changed it, and for a shopper the link that puts it back. A staff address gets no
 * link: an owner changed it, and only an owner changes it back (docs/decisions/0073).
 */
export function emailChangedMail(
  user: { name: string },
  change: { oldEmail: string; newEmail: string; byOwner: boolean },
  undoLink: string | null,
  siteName: string,
): MailMessage {
  const how = change.byOwner ? 'by an owner of the shop, on its Staff screen' : 'when someone confirmed the new address';
  const next = undoLink
    ? [
        `If you did not, open this link within 7 days to put ${change.oldEmail} back. It also signs the account out on every device:`,
        '',
        undoLink,
        '',
        `Then set a new password straight away with “Forgot password?” (${siteUrl('/auth/forgot-password')}): whoever made the change may know yours.`,
      ]
    : ['If you did not, write to the shop: only an owner of the shop can change a staff account’s email, and change it back.'];
  return mail(
    change.oldEmail,
    `Your ${siteName} email was changed`,
    [
      hello(user.name),
      '',
      `The email of your ${siteName} account was changed from ${change.oldEmail} to ${change.newEmail}, ${how}. From now on the account signs in, and gets its mail, at ${change.newEmail}.`,
      '',
      'If you expected this, there is nothing to do.',
      ...next,
    ],
    siteName,
  );
}

export function passwordChangedMail(user: Recipient, siteName: string): MailMessage {
  return mail(
    user.email,
    `Your ${siteName} password was changed`,
    [
      hello(user.name),
      '',
      `The password of your ${siteName} account (${user.email}) was just changed with a reset link sent to this address. Every device signed in to your account has been signed out.`,
      '',
      'If it was you, there is nothing more to do.',
      `If it was not you, someone can read your mail: secure your email account first (change its password), then set a new password for your ${siteName} account at ${siteUrl('/auth/forgot-password')} and turn on two-factor sign-in on the Security page.`,
    ],
    siteName,
  );
}

/** After a passkey was added: a passkey signs in without the password, so its holder hears of every one. */
export function passkeyAddedMail(user: Recipient, passkeyName: string | null, siteName: string): MailMessage {
  return mail(
    user.email,
    `A passkey was added to your ${siteName} account`,
    [
      hello(user.name),
      '',
      `A passkey${passkeyName ? ` named “${passkeyName}”` : ''} was just added to your ${siteName} account (${user.email}). It signs in with a fingerprint, face or screen lock instead of your password.`,
      '',
      'If it was you, there is nothing more to do.',
      `If it was not you, remove it now on the Security page (${siteUrl('/account/security#passkeys')}), change your password there, and sign out of all devices. If you cannot sign in, set a new password at ${siteUrl('/auth/forgot-password')} and tick “Also remove my passkeys”.`,
    ],
    siteName,
  );
}

/** A staff member's one-time link to set up two-factor sign-in (src/server/auth/staff-enrolment.ts). */
export function staffEnrolmentMail(user: Recipient, link: string, siteName: string): MailMessage {
  return mail(
    user.email,
    `Set up two-factor sign-in for ${siteName}`,
    [
      hello(user.name),
      '',
      `${siteName} requires staff to sign in with a second factor: an authenticator app or a passkey. To set yours up, sign in as ${user.email}, then open this link within 24 hours:`,
      '',
      link,
      '',
      'The link works once, and only for your account. If you did not expect it, ignore this mail and tell the shop owner.',
    ],
    siteName,
  );
}
