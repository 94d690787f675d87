'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Mail } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { mailMyEnrolmentLinkAction } from '@/server/staff/actions/store/mail-my-enrolment-link';
import { refusalMessage } from './refusal-message';
import { SecuritySection } from '@/app/(store)/account/_components/security-section';
import { useAction } from '@/components/use-action';

/**
 * In place of the two-factor and passkey set-up, for a staff member without a second factor while
 * the shop requires one: a password session alone may not enrol one (src/server/auth/staff-enrolment.ts),
 * so a one-time link mailed to the account's address starts it.
 */
export function EnrolmentLinkSection({ email }: { email: string }) {
  const router = useRouter();
  const { run, pending } = useAction();
  const [message, setMessage] = useState<{ text: string; sent: boolean }>();

  async function send() {
    const result = await run(mailMyEnrolmentLinkAction, {});
    if (result.ok) return setMessage({ text: result.data.message, sent: true });
    const refusal = refusalMessage(result, router);
    if (refusal) setMessage({ text: refusal, sent: false });
  }

  return (
    <SecuritySection
      id="two-factor"
      title="Two-factor sign-in"
      description="The shop requires staff to sign in with an authenticator app or a passkey as well as their password. To keep a stolen password from being enough to set one up, you set it up from a link mailed to you."
    >
      <div className="flex flex-col gap-4">
        <p className="max-w-prose text-sm">
          Open the set-up link from your invitation, or have a new one sent to <strong className="break-all">{email}</strong>. The shop
          owner can also send you one from the Staff screen.
        </p>
        {message ? (
          <p role={message.sent ? 'status' : 'alert'} className={message.sent ? 'text-sm font-medium' : 'text-sm font-medium text-destructive'}>
            {message.text}
          </p>
        ) : null}
        <StoreButton variant="subtle" className="w-full sm:w-fit" onClick={() => void send()} disabled={pending}>
          {pending ? <Spinner /> : <Mail aria-hidden="true" className="size-4" />}
          Email me a set-up link
        </StoreButton>
      </div>
    </SecuritySection>
  );
}
