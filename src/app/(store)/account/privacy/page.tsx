import type { Metadata } from 'next';
import Link from 'next/link';
import { Download, FileText } from 'lucide-react';
import { SecuritySection } from '@/app/(store)/account/_components/security-section';
import { CloseAccountForm } from '@/app/(store)/account/privacy/_components/close-account-form';
import { requireUserPage } from '@/server/auth/session';
import { closingBlockedMessage, closingBlockers } from '@/server/privacy/closing-blockers';
import { accountAsSubject } from '@/server/privacy/my-data';
import { db } from '@/server/db/client';
import { hasPasskey } from '@/server/auth/passkey-reads';

export const metadata: Metadata = { title: 'Privacy', robots: { index: false, follow: false } };

const downloadLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-border px-4 text-sm font-semibold transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** My Account → Privacy: the shopper's rights under the Nigeria Data Protection Act 2023 (docs/security.md, "The shopper's data"). */
export default async function PrivacyPage() {
  const user = await requireUserPage('/account/privacy');
  const subject = await accountAsSubject(user.id);
  const [blockers, withPasskey] = await Promise.all([subject ? closingBlockers(db, subject) : [], hasPasskey(user.id)]);
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <SecuritySection
        id="download"
        title="Download my data"
        description="A file of everything we hold about you: your account, address and mail preferences, your orders with their items and payments, quotes you asked for with the files you sent, messages you sent us through the contact form, your reviews and their photos, the pieces you saved, asked to hear about or left in your cart, and any proofs of transfer or problem photos you uploaded."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href="/api/account/data?format=json" download className={downloadLink}>
            <Download aria-hidden="true" className="size-4" />
            Download my data (JSON)
          </a>
          <a href="/api/account/data?format=txt" download className={downloadLink}>
            <FileText aria-hidden="true" className="size-4" />
            Readable summary (text)
          </a>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          Messages sent with your email address are included once the address is confirmed. How we use your data:{' '}
          <Link href="/page/privacy-policy" className="font-medium text-foreground underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </SecuritySection>
      <SecuritySection
        id="close"
        tone="danger"
        title="Close my account"
        description="Your account, its sign-in methods and saved details are deleted for good. Orders are kept for our tax records, with your name, email, phone and address removed."
      >
        {user.isAdmin ? (
          <p className="text-sm">A staff account cannot be closed here. Ask the shop owner to remove it.</p>
        ) : blockers.length > 0 ? (
          <p role="status" className="rounded-md border border-border bg-muted/50 p-4 text-sm">
            {closingBlockedMessage(blockers)}{' '}
            <Link href="/account" className="font-medium underline underline-offset-4">
              See your orders
            </Link>
          </p>
        ) : (
          <CloseAccountForm accountId={user.id} hasPasskey={withPasskey} />
        )}
      </SecuritySection>
    </div>
  );
}
