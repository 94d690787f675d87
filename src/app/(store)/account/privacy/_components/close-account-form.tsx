'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { KeyRound } from 'lucide-react';
import { StoreForm, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { refreshSessionSummary } from '@/lib/session-summary';
import { CLOSE_CONFIRMATION_WORD, closeMyAccountSchema } from '@/lib/privacy';
import { closeMyAccountAction } from '@/server/privacy/actions/store/close-my-account';
import { useAction } from '@/components/use-action';

type Values = { accountId: string; password: string; confirmation: string; withPasskey: boolean };

const FALLBACK = 'Could not close your account. Please try again.';

// `withPasskey` is a form value, not only the view's state: with it, the check lets an empty password through.
const checkClosing = zodCheck(closeMyAccountSchema.refine((values) => values.withPasskey || values.password, { path: ['password'], message: 'Enter your password' }));

/**
 * "Close my account": the password (or, when the account has one, a passkey) and the typed word,
 * then the closed page. Nothing is closed while an order is unfinished: the page says which
 * instead of showing this form, and the server checks again.
 */
export function CloseAccountForm({ accountId, hasPasskey }: { accountId: string; hasPasskey: boolean }) {
  const router = useRouter();
  const { run } = useAction();
  const form = useStoreForm<Values>({ accountId, password: '', confirmation: '', withPasskey: false }, checkClosing);
  // A refusal about neither field (a passkey that did not sign in, the server gone).
  const [problem, setProblem] = useState<string>();
  const { withPasskey } = form.values;

  async function close(values: Values) {
    setProblem(undefined);
    if (values.withPasskey) {
      // A passkey sign-in made just now stands for the password (src/server/privacy/actions/store/close-my-account.ts).
      const { signInWithPasskey } = await import('@/components/store/passkey/passkey-ceremony');
      const signedIn = await signInWithPasskey();
      if (!signedIn.ok) {
        if (signedIn.message) setProblem(signedIn.message);
        return;
      }
    }
    const result = await run(closeMyAccountAction, values.withPasskey ? { ...values, password: '' } : values, { failed: FALLBACK });
    if (!result.ok) {
      const message = result.error;
      // A wrong password is said in words only; it belongs at the password when one was typed.
      const wrongPassword = !values.withPasskey && /password/i.test(message);
      if (!form.refuse(wrongPassword ? { fieldErrors: { password: [message] } } : result)) setProblem(message);
      return;
    }
    await refreshSessionSummary();
    router.replace('/account-closed');
    router.refresh();
  }

  return (
    <StoreForm form={form} onSubmit={close} className="flex max-w-sm flex-col gap-5">
      <StoreTextField
        form={form}
        name="confirmation"
        label={`Type ${CLOSE_CONFIRMATION_WORD} to confirm`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      {withPasskey ? null : <StoreTextField form={form} name="password" label="Password" type="password" autoComplete="current-password" required />}
      {problem ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {/* Pressed before the page is live, held and sent once it is (docs/decisions/0026-every-first-tap-answers.md). */}
        <StoreButton type="submit" variant="destructive" className="w-full sm:w-fit" disabled={form.submitting} data-replay>
          {form.submitting ? <Spinner /> : withPasskey ? <KeyRound aria-hidden="true" className="size-4" /> : null}
          {withPasskey ? 'Confirm with a passkey and close' : 'Close my account'}
        </StoreButton>
        {hasPasskey ? (
          <StoreButton variant="ghost" className="w-full sm:w-fit" disabled={form.submitting} onClick={() => form.set('withPasskey', !withPasskey)}>
            {withPasskey ? 'Use my password instead' : 'Use a passkey instead'}
          </StoreButton>
        ) : null}
      </div>
    </StoreForm>
  );
}
