'use client';
import { useId, useState } from 'react';
import Link from 'next/link';
import { MailCheck } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { fieldAria } from '@/components/ui/field-messages';
import { Spinner } from '@/components/ui/spinner';
import { useTypedBeforeLive } from '@/app/(store)/auth/_components/use-typed-before-live';
import { EMAIL_PATTERN } from '@/lib/auth-fields';
import { forgotPasswordAction } from '@/server/account/actions/store/forgot-password';
import { TEXT_LINK } from '@/components/store/recovery/auth-card';
import { useAction } from '@/components/use-action';

/** "Forgot password?": one email field; the answer is the same whether the address has an account or not. */
export function ForgotPasswordForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const { run, pending } = useAction();
  useTypedBeforeLive({ email: id }, (typed) => setEmail(typed.email));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const value = email.trim();
    const problem = !value ? 'Email is required' : EMAIL_PATTERN.test(value) ? undefined : 'Enter a valid email address';
    setError(problem);
    if (problem) return document.getElementById(id)?.focus();
    const result = await run(forgotPasswordAction, { email: value });
    if (result.ok) return setSent(result.data.message);
    setError(result.error);
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <MailCheck aria-hidden="true" className="size-8 text-brass-text" />
        <p className="text-base font-medium text-foreground">{sent}</p>
        <p className="text-sm text-muted-foreground">
          It works for an hour. If nothing arrives in a few minutes, look in your spam folder, or check the address and try again.
        </p>
        <Link href="/auth" className={TEXT_LINK}>
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
      <StoreField inputId={id} label="Email" error={error}>
        <StoreInput
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...fieldAria(id, { error })}
        />
      </StoreField>
      <StoreButton type="submit" size="lg" className="w-full" disabled={pending} data-replay>
        {pending ? <Spinner /> : null}
        Send reset link
      </StoreButton>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link href="/auth" className={TEXT_LINK}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
