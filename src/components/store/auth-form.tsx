'use client';
import { FormField } from '@/components/ui/form-field';
import { useEffect, useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/components/store/toast';
import { z } from 'zod';
import { StoreButton } from '@/components/store/store-button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authErrorMessage, signIn, signUp, useSession } from '@/lib/auth-client';
import { refreshSessionSummary } from '@/lib/session-summary';
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { TwoFactorChallenge } from './two-factor-challenge';

const email = z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address'));
const password = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

const signInSchema = z.object({ name: z.string(), email, password });
const signUpSchema = z.object({ name: z.string().trim().min(1, 'Full name is required'), email, password });

type AuthValues = z.infer<typeof signUpSchema>;
type Mode = 'sign-in' | 'sign-up';

export function AuthForm({ redirectTo }: { redirectTo: string }) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>('sign-in');
  // Stays true while the next page loads, so the form cannot be sent twice.
  const [leaving, setLeaving] = useState(false);
  // The password was right and the account has two-factor authentication: ask for a code.
  const [challenge, setChallenge] = useState(false);
  const { data: session } = useSession();
  const ids = { name: useId(), email: useId(), password: useId() };

  const form = useForm<AuthValues>({
    // The resolver follows the mode: full name is only asked for on sign-up.
    resolver: zodResolver(mode === 'sign-up' ? signUpSchema : signInSchema),
    defaultValues: { name: '', email: '', password: '' },
    // Focus goes to the first invalid field in page order (see onInvalid), not registration order.
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  // A sign-in that happens elsewhere (another tab) also leaves this page (docs/product.md: SIGNED_IN).
  useEffect(() => {
    // `leaving`: this form already sent the visitor on; a second navigation would only repeat it.
    if (session && !isSubmitting && !leaving) {
      void refreshSessionSummary();
      router.replace(redirectTo);
      router.refresh();
    }
  }, [session, isSubmitting, leaving, redirectTo, router]);

  async function onSubmit(values: AuthValues) {
    try {
      if (mode === 'sign-in') {
        const { data, error } = await signIn.email({ email: values.email, password: values.password });
        if (error) {
          toast.error(authErrorMessage(error));
          return;
        }
        if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
          setChallenge(true);
          return;
        }
        toast.success('Welcome back!', { description: "You've successfully logged in." });
      } else {
        const { error } = await signUp.email({ email: values.email, password: values.password, name: values.name });
        if (error) {
          toast.error(authErrorMessage(error));
          return;
        }
        toast.success('Account created!');
      }
      setLeaving(true);
      void refreshSessionSummary(); // the header shows the account menu at once
      router.replace(redirectTo);
      router.refresh();
    } catch {
      toast.error(authErrorMessage(null));
    }
  }

  function onTwoFactorVerified() {
    toast.success('Welcome back!', { description: "You've successfully logged in." });
    setLeaving(true);
    void refreshSessionSummary();
    router.replace(redirectTo);
    router.refresh();
  }

  function onTwoFactorRestart(message?: string) {
    setChallenge(false);
    form.resetField('password');
    if (message) toast.error(message);
    setTimeout(() => setFocus('password'));
  }

  function onInvalid(invalid: Partial<Record<keyof AuthValues, unknown>>) {
    const first = (['name', 'email', 'password'] as const).find((field) => invalid[field]);
    if (first) setFocus(first);
  }

  function toggleMode() {
    clearErrors();
    setMode((current) => (current === 'sign-in' ? 'sign-up' : 'sign-in'));
  }

  const signingUp = mode === 'sign-up';
  const busy = isSubmitting || leaving;
  const describedBy = (field: keyof AuthValues, hintId?: string) =>
    [hintId, errors[field] ? `${ids[field]}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const card = 'w-full max-w-md rounded-2xl border border-border bg-card px-6 py-10 shadow-soft sm:px-10';
  if (challenge) {
    return (
      <div className={card}>
        <TwoFactorChallenge busy={leaving} onVerified={onTwoFactorVerified} onRestart={onTwoFactorRestart} />
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

      <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="mt-8 flex flex-col gap-5" aria-busy={busy}>
        {signingUp ? (
          <FormField inputId={ids.name} label="Full Name" error={errors.name?.message}>
            <Input
              id={ids.name}
              autoComplete="name"
              required
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name')}
              {...register('name')}
            />
          </FormField>
        ) : null}
        <FormField inputId={ids.email} label="Email" error={errors.email?.message}>
          <Input
            id={ids.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
        </FormField>
        <FormField inputId={ids.password}
          label="Password"
          error={errors.password?.message}
          hint={signingUp ? 'Must be at least 6 characters' : undefined}
        >
          <Input
            id={ids.password}
            type="password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            required
            minLength={PASSWORD_MIN_LENGTH}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('password', signingUp ? `${ids.password}-hint` : undefined)}
            {...register('password')}
          />
        </FormField>

        <StoreButton type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
          {busy ? <Spinner /> : null}
          {signingUp ? 'Create Account' : 'Sign In'}
        </StoreButton>
      </form>

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
