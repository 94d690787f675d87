'use client';
import { useId, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { EMAIL_PATTERN } from '@/lib/auth-fields';
import { requestEmailChangeAction } from '@/server/account/actions/store/request-email-change';
import { useAction } from '@/components/use-action';

type Errors = { newEmail?: string; password?: string; form?: string };

/** "Change email": the new address and the current password; the change waits for the new address's link. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const id = useId();
  const ids = { newEmail: `${id}-new-email`, password: `${id}-password` };
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { run, pending } = useAction();
  const [sent, setSent] = useState<string>();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const email = newEmail.trim();
    const found: Errors = {};
    if (!email) found.newEmail = 'Enter your new email address';
    else if (!EMAIL_PATTERN.test(email)) found.newEmail = 'Enter a valid email address';
    if (!password) found.password = 'Enter your current password';
    setErrors(found);
    const first = found.newEmail ? ids.newEmail : found.password ? ids.password : null;
    if (first) return document.getElementById(first)?.focus();
    const result = await run(requestEmailChangeAction, { newEmail: email, password });
    if (result.ok) {
      setSent(result.data.message);
      setNewEmail('');
      setPassword('');
      return;
    }
    const message = result.error;
    const field = result.details?.field;
    setErrors(field ? { [field]: message } : { form: message });
    if (field) document.getElementById(ids[field])?.focus();
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex max-w-sm flex-col gap-5" aria-busy={pending}>
      <p className="text-sm">
        Now: <span className="font-semibold break-all">{currentEmail}</span>
      </p>
      <FormField label="New email" inputId={ids.newEmail} error={errors.newEmail}>
        <Input
          id={ids.newEmail}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          {...fieldAria(ids.newEmail, { error: errors.newEmail })}
        />
      </FormField>
      <FormField label="Current password" inputId={ids.password} error={errors.password}>
        <Input
          id={ids.password}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...fieldAria(ids.password, { error: errors.password })}
        />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="flex items-start gap-2 text-sm font-medium">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {sent}
        </p>
      ) : null}
      <StoreButton type="submit" disabled={pending} className="w-full sm:w-fit" data-replay>
        {pending ? <Spinner /> : null}
        {pending ? 'Sending…' : 'Change email'}
      </StoreButton>
    </form>
  );
}
