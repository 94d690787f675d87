'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { PasskeySignInButton } from '@/app/(store)/auth/_components/passkey-sign-in-button';
import { StoreForm, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { Spinner } from '@/components/ui/spinner';
import { authErrorMessage, postAuth } from '@/lib/auth-request';
import { authFieldErrors, cleanAuthValues, type AuthMode, type AuthValues } from '@/lib/auth-fields';
import { PASSWORD_MIN_LENGTH } from '@/lib/password-lengths';
import { refreshSessionSummary, useSessionSummary } from '@/lib/session-summary';

// Only accounts with two-factor on see the code step: its script loads when it is needed.
const TwoFactorChallenge = lazy(() => import('./two-factor-challenge').then((module) => ({ default: module.TwoFactorChallenge })));

export function AuthForm({ redirectTo }: { redirectTo: string }) {
  const router = useRouter();
  const [mode, setMode] = useState<AuthMode>('sign-in');
  // /auth is on the script budget: its check is a rule list, not a schema (docs/decisions/0079-one-way-to-write-a-form.md).
  const form = useStoreForm<AuthValues>({ name: '', email: '', password: '' }, (values) => authFieldErrors(values, mode));
  // Stays true while the next page loads, so the form cannot be sent twice.
  const [leaving, setLeaving] = useState(false);
  // The password was right and the account has two-factor authentication: ask for a code.
  const [challenge, setChallenge] = useState(false);
  const { data: session } = useSessionSummary();
  const submitting = form.submitting;

  // A sign-in that happens elsewhere (another tab) also leaves this page (docs/product.md: SIGNED_IN).
  // The session is read again whenever the tab becomes visible (src/lib/session-summary.ts).
  useEffect(() => {
    // `leaving`: this form already sent the visitor on; a second navigation would only repeat it.
    if (session && !submitting && !leaving) {
      router.replace(redirectTo);
      router.refresh();
    }
  }, [session, submitting, leaving, redirectTo, router]);

  function leave() {
    setLeaving(true);
    void refreshSessionSummary(); // the header shows the account menu at once
    router.replace(redirectTo);
    router.refresh();
  }

  async function send({ name, email, password }: AuthValues) {
    try {
      if (mode === 'sign-in') {
        const answer = await postAuth<{ twoFactorRedirect?: boolean }>('/sign-in/email', { email, password });
        if (!answer.ok) return toast.error(authErrorMessage(answer));
        if (answer.data?.twoFactorRedirect) return setChallenge(true);
        toast.success('Welcome back!', { description: "You've successfully logged in." });
      } else {
        const answer = await postAuth('/sign-up/email', { email, password, name });
        if (!answer.ok) return toast.error(authErrorMessage(answer));
        toast.success('Account created!');
      }
      leave();
    } catch {
      toast.error(authErrorMessage(null));
    }
  }

  async function onSubmit(values: AuthValues) {
    if (!leaving) await send(cleanAuthValues(values));
  }

  // After the two-factor code, or a passkey (which asks for no code).
  function welcomeBack() {
    toast.success('Welcome back!', { description: "You've successfully logged in." });
    leave();
  }

  function onTwoFactorRestart(message?: string) {
    setChallenge(false);
    form.set('password', '');
    if (message) toast.error(message);
    setTimeout(() => document.getElementById(form.fieldId('password'))?.focus());
  }

  function toggleMode() {
    form.setErrors({});
    setMode((current) => (current === 'sign-in' ? 'sign-up' : 'sign-in'));
  }

  const signingUp = mode === 'sign-up';
  const busy = submitting || leaving;
  const card = 'w-full max-w-md rounded-2xl border border-border bg-card px-6 py-10 shadow-soft sm:px-10';
  if (challenge) {
    return (
      <div className={card}>
        <Suspense fallback={<Spinner className="mx-auto block size-6" label="Loading" />}>
          <TwoFactorChallenge busy={leaving} onVerified={welcomeBack} onRestart={onTwoFactorRestart} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className={card}>
      <div className="flex flex-col items-center gap-2 text-center">
        <p className="eyebrow">{signingUp ? 'Join us' : 'Good to see you'}</p>
        <h1 className="text-3xl font-medium md:text-4xl">{signingUp ? 'Create Account' : 'Welcome Back'}</h1>
        <p className="text-sm text-muted-foreground">
          {signingUp
            ? 'Save your details and follow your orders in one place.'
            : 'Sign in to check out faster and follow your orders.'}
        </p>
      </div>

      <StoreForm form={form} onSubmit={onSubmit} className="mt-8 flex flex-col gap-5">
        {signingUp ? <StoreTextField form={form} name="name" label="Full Name" required autoComplete="name" /> : null}
        <StoreTextField form={form} name="email" label="Email" required type="email" autoComplete="email" inputMode="email" />
        <StoreTextField
          form={form}
          name="password"
          label="Password"
          hint={signingUp ? 'Must be at least 6 characters' : undefined}
          required
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          minLength={PASSWORD_MIN_LENGTH}
        />
        {signingUp ? null : (
          <Link
            href="/auth/forgot-password"
            className="-mt-3 inline-flex min-h-11 items-center self-end text-sm font-medium text-muted-foreground underline decoration-brass underline-offset-4 hover:text-foreground"
          >
            Forgot password?
          </Link>
        )}

        <StoreButton type="submit" size="lg" className="mt-2 w-full" disabled={busy} data-replay>
          {busy ? <Spinner /> : null}
          {signingUp ? 'Create Account' : 'Sign In'}
        </StoreButton>
        {signingUp ? (
          <p className="text-center text-sm text-muted-foreground">
            How we use your details:{' '}
            <Link href="/page/privacy-policy" className="font-medium text-foreground underline decoration-brass underline-offset-4">
              Privacy Policy
            </Link>
          </p>
        ) : null}
      </StoreForm>
      {signingUp ? null : <PasskeySignInButton disabled={busy} onSignedIn={welcomeBack} />}

      <p className="mt-6 text-center text-sm text-muted-foreground">
        {signingUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button
          type="button"
          onClick={toggleMode}
          className="inline-flex min-h-11 items-center font-semibold text-foreground underline decoration-brass underline-offset-4 hover:decoration-foreground"
        >
          {signingUp ? 'Sign in' : 'Sign up'}
        </button>
      </p>
    </div>
  );
}
