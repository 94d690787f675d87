'use client';
import { useId, useState } from 'react';
import Link from 'next/link';
import { StoreButton } from '@/components/store/store-button';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { NewPasswordFields } from '@/app/(store)/auth/_components/new-password-fields';
import { fieldAria } from '@/components/ui/field-messages';
import { Spinner } from '@/components/ui/spinner';
import { buttonVariants } from '@/components/ui/button-variants';
import { STAFF_PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { refreshSessionSummary } from '@/lib/session-summary';
import { staffEnrolmentPath } from '@/lib/staff-enrolment-link';
import { acceptInvitationWithPasswordAction } from '@/server/staff/actions/store/accept-invitation-with-password';
import type { Joined } from '@/server/staff/join-staff';
import { useAction } from '@/components/use-action';

type Errors = { name?: string; password?: string; confirm?: string; form?: string };

/**
 * After joining: they sign in with the new password. When the shop requires two-factor for staff,
 * the sign-in leads on to the set-up link accepting made (src/server/staff/join-staff.ts).
 */
export function JoinedNotice({ email, enrolmentToken }: Joined) {
  const next = enrolmentToken ? staffEnrolmentPath(enrolmentToken) : '/admin';
  return (
    <div className="flex flex-col gap-4 text-center" role="status">
      <p className="text-base text-foreground">
        {enrolmentToken
          ? `You have joined the team. The shop requires two-factor sign-in for staff: sign in as ${email}, then set up an authenticator app or a passkey.`
          : `You have joined the team. Sign in as ${email} to open the back office.`}
      </p>
      <Link href={`/auth?next=${encodeURIComponent(next)}`} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        {enrolmentToken ? 'Sign in and set up two-factor' : 'Sign in'}
      </Link>
    </div>
  );
}

/** The invitation's form for a new account (or an unconfirmed one taken over): a name and the staff password, twice. */
export function JoinForm({ token }: { token: string }) {
  const ids = { name: useId(), password: useId(), confirm: useId() };
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { run, pending } = useAction();
  const [joined, setJoined] = useState<Joined | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found: Errors = {};
    if (!name.trim()) found.name = 'Enter your name';
    if (!password) found.password = 'Password is required';
    else if (password.length < STAFF_PASSWORD_MIN_LENGTH) found.password = `Staff passwords must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;
    if (password && confirm !== password) found.confirm = 'Passwords do not match';
    setErrors(found);
    const first = found.name ? ids.name : found.password ? ids.password : found.confirm ? ids.confirm : null;
    if (first) return document.getElementById(first)?.focus();
    const result = await run(acceptInvitationWithPasswordAction, { token, name, password, confirmPassword: confirm });
    if (result.ok) {
      // An unconfirmed account taken over had its sessions ended, perhaps this browser's.
      void refreshSessionSummary();
      setJoined(result.data);
      return;
    }
    const message = result.error;
    if (result.details?.field === 'password') {
      setErrors({ password: message });
      document.getElementById(ids.password)?.focus();
    } else setErrors({ form: message });
  }

  if (joined) return <JoinedNotice {...joined} />;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
      <StoreField inputId={ids.name} label="Your name" error={errors.name}>
        <StoreInput id={ids.name} name="name" autoComplete="name" required value={name} onChange={(event) => setName(event.target.value)} {...fieldAria(ids.name, { error: errors.name })} />
      </StoreField>
      <NewPasswordFields
        ids={ids}
        label="Password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters, and not a common password`}
        minLength={STAFF_PASSWORD_MIN_LENGTH}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <StoreButton type="submit" size="lg" className="mt-2 w-full" disabled={pending} data-replay>
        {pending ? <Spinner /> : null}
        Join the team
      </StoreButton>
    </form>
  );
}
