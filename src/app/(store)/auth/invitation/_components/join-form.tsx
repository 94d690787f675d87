'use client';
import { useState } from 'react';
import Link from 'next/link';
import { StoreButton } from '@/components/store/store-button';
import { StoreForm, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { NewPasswordFields } from '@/app/(store)/auth/_components/new-password-fields';
import { Spinner } from '@/components/ui/spinner';
import { buttonVariants } from '@/components/ui/button-variants';
import { newPasswordErrors, type NewPasswordValues } from '@/lib/auth-fields';
import { STAFF_PASSWORD_MIN_LENGTH } from '@/lib/password-lengths';
import { refreshSessionSummary } from '@/lib/session-summary';
import { staffEnrolmentPath } from '@/lib/staff-enrolment-link';
import { acceptInvitationWithPasswordAction } from '@/server/staff/actions/store/accept-invitation-with-password';
import type { Joined } from '@/server/staff/join-staff';
import { useAction } from '@/components/use-action';

type Values = NewPasswordValues & { name: string };

function checkJoin(values: Values) {
  const tooShort = `Staff passwords must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;
  return { name: values.name.trim() ? undefined : 'Enter your name', ...newPasswordErrors(values, STAFF_PASSWORD_MIN_LENGTH, tooShort) };
}

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
  const form = useStoreForm<Values>({ name: '', password: '', confirmPassword: '' }, checkJoin);
  const [refusal, setRefusal] = useState<string>();
  const { run } = useAction();
  const [joined, setJoined] = useState<Joined | null>(null);

  async function onSubmit(values: Values) {
    setRefusal(undefined);
    const result = await run(acceptInvitationWithPasswordAction, { token, ...values });
    if (result.ok) {
      // An unconfirmed account taken over had its sessions ended, perhaps this browser's.
      void refreshSessionSummary();
      setJoined(result.data);
      return;
    }
    if (!form.refuse(result)) setRefusal(result.error);
  }

  if (joined) return <JoinedNotice {...joined} />;
  return (
    <StoreForm form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <StoreTextField form={form} name="name" label="Your name" autoComplete="name" required />
      <NewPasswordFields
        form={form}
        label="Password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters, and not a common password`}
        minLength={STAFF_PASSWORD_MIN_LENGTH}
      />
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
      <StoreButton type="submit" size="lg" className="mt-2 w-full" disabled={form.submitting} data-replay>
        {form.submitting ? <Spinner /> : null}
        Join the team
      </StoreButton>
    </StoreForm>
  );
}
