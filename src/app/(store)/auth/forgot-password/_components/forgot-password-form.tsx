'use client';
import { useState } from 'react';
import Link from 'next/link';
import { MailCheck } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { StoreForm, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { Spinner } from '@/components/ui/spinner';
import { EMAIL_PATTERN } from '@/lib/auth-fields';
import { forgotPasswordAction } from '@/server/account/actions/store/forgot-password';
import { TEXT_LINK } from '@/components/store/recovery/auth-card';
import { useAction } from '@/components/use-action';

type Values = { email: string };

function checkEmail({ email }: Values) {
  const value = email.trim();
  return { email: !value ? 'Email is required' : EMAIL_PATTERN.test(value) ? undefined : 'Enter a valid email address' };
}

/** "Forgot password?": one email field; the answer is the same whether the address has an account or not. */
export function ForgotPasswordForm() {
  const form = useStoreForm<Values>({ email: '' }, checkEmail);
  const [sent, setSent] = useState<string>();
  const { run } = useAction();

  async function onSubmit({ email }: Values) {
    const result = await run(forgotPasswordAction, { email: email.trim() });
    if (result.ok) return setSent(result.data.message);
    form.setErrors({ email: result.error });
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
    <StoreForm form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <StoreTextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <StoreButton type="submit" size="lg" className="w-full" disabled={form.submitting} data-replay>
        {form.submitting ? <Spinner /> : null}
        Send reset link
      </StoreButton>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link href="/auth" className={TEXT_LINK}>
          Sign in
        </Link>
      </p>
    </StoreForm>
  );
}
