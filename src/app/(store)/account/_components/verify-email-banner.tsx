'use client';
import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { resendVerificationAction } from '@/server/account/actions/store/resend-verification';
import { useAction } from '@/components/use-action';

/**
 * My Account's reminder while the account's address is not confirmed (docs/product.md). Orders
 * never wait for it; an unconfirmed address can be claimed by whoever owns the mailbox
 * (docs/security.md, "Taking over an unconfirmed address"), which is why it is worth a click.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { run, pending } = useAction();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();

  async function resend() {
    const result = await run(resendVerificationAction, {}, { failed: 'Something went wrong. Please try again.' });
    setAnswer(result.ok ? { ok: true, text: result.data.message } : { ok: false, text: result.error });
  }

  return (
    <aside
      aria-label="Account not confirmed"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="flex items-start gap-2.5 text-sm">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="flex flex-col gap-1">
          <p className="font-medium">
            Your email address <span className="break-all">{email}</span> is not confirmed yet. Open the link we mailed you to confirm it.
          </p>
          {answer ? (
            <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'text-amber-900' : 'font-medium text-destructive'}>
              {answer.text}
            </p>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={pending}
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-md bg-amber-950 px-4 text-sm font-semibold text-amber-50 transition-colors hover:bg-amber-900 disabled:opacity-70 md:min-h-9"
      >
        {pending ? <Spinner /> : null}
        Resend
      </button>
    </aside>
  );
}
