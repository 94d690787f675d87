import 'server-only';
import { queueMail } from '@/server/mail/mail-jobs';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { passkeyAddedMail } from './account-mails';

/**
 * Every passkey added is mailed to the account's address (docs/security.md, "Passkeys"). Auth's hook
 * on /passkey/verify-registration (src/server/auth/recent-reauthentication.ts) asks for it through
 * the flows the composition root hands it (src/server/composition/auth.ts).
 */
export async function queuePasskeyAddedMail(user: { name: string; email: string }, passkeyName: string | null) {
  const { siteName } = await getSiteSettings();
  await queueMail(passkeyAddedMail(user, passkeyName, siteName));
}
