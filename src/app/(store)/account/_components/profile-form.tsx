'use client';
import Link from 'next/link';
import { StateSelect } from '@/components/store/state-select';
import { FormField } from '@/components/ui/form-field';
import { useId, useSyncExternalStore } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isNigerianState, displayPhone } from '@/lib/nigeria';
import { PROFILE_LIMITS, profileSchema, type ProfileInput, type ProfileValues } from '@/lib/schemas/profile';
import { refreshSessionSummary } from '@/lib/session-summary';
import { updateProfileAction } from '@/server/account/actions/store/update-profile';
import { useAction } from '@/components/use-action';

type Field = keyof ProfileInput;
const FIELDS: readonly Field[] = ['name', 'phone', 'address', 'state'];

export type ProfileFormProps = {
  profile: { name: string; email: string; phone: string | null; address: string | null; state: string | null };
};


const toFormValues = (profile: ProfileFormProps['profile']): ProfileInput => ({
  name: profile.name,
  phone: profile.phone ? displayPhone(profile.phone) : '',
  address: profile.address ?? '',
  // A state saved before the list changed is shown as not chosen rather than refused.
  state: isNigerianState(profile.state) ? profile.state : '',
});

const noSubscription = () => () => {};

/** The shopper's own details; checkout starts from them. */
export function ProfileForm({ profile }: ProfileFormProps) {
  const router = useRouter();
  const id = useId();
  // Before hydration a click would submit the form natively, putting the details in the URL.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: toFormValues(profile),
    shouldFocusError: true,
  });

  const { run } = useAction();

  const onSubmit = handleSubmit(async () => {
    // The raw strings go to the server, which runs the same schema again; a call that never
    // answered has no fields, so its message is the toast below.
    const result = await run(updateProfileAction, getValues(), { failed: 'Failed to update profile. Please try again.' });
    if (result.ok) {
      reset(toFormValues(result.data));
      toast.success('Profile updated');
      void refreshSessionSummary(); // the header menu greets them by the new name
      return;
    }
    if (result.code === 'signed-out') {
      toast.error('Your session has ended. Please sign in again.');
      router.push('/auth?next=%2Faccount');
      return;
    }
    const fieldErrors = result.fieldErrors ?? {};
    const invalid = FIELDS.filter((field) => fieldErrors[field]?.[0]);
    for (const field of invalid) setError(field, { message: fieldErrors[field]?.[0] });
    if (invalid[0]) setFocus(invalid[0]);
    else toast.error(result.error);
  });

  const field = (name: Field, hint?: boolean) => {
    const error = errors[name]?.message;
    const inputId = `${id}-${name}`;
    const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
    return {
      inputId,
      error,
      aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const,
    };
  };
  const name = field('name');
  const phone = field('phone', true);
  const address = field('address', true);
  const state = field('state');
  const emailId = `${id}-email`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
      <FormField label="Full name" inputId={name.inputId} error={name.error}>
        <Input id={name.inputId} autoComplete="name" required maxLength={PROFILE_LIMITS.name} {...name.aria} {...register('name')} />
      </FormField>
      <FormField
        label="Email"
        inputId={emailId}
        hint={
          <>
            Your sign-in email.{' '}
            <Link href="/account/security#email" className="font-semibold text-foreground underline decoration-brass underline-offset-4">
              Change email
            </Link>
          </>
        }
      >
        <Input
          id={emailId}
          type="email"
          value={profile.email}
          readOnly
          aria-describedby={`${emailId}-hint`}
          className="bg-sand text-muted-foreground hover:border-input"
        />
      </FormField>
      <FormField label="Phone" optional inputId={phone.inputId} error={phone.error} hint="e.g. 0803 123 4567 or +234 803 123 4567">
        <Input
          id={phone.inputId}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={PROFILE_LIMITS.phone}
          {...phone.aria}
          {...register('phone')}
        />
      </FormField>
      <FormField label="Default address" optional inputId={address.inputId} error={address.error} hint="Street, area and city. We fill it in at checkout.">
        <Textarea
          id={address.inputId}
          rows={3}
          autoComplete="street-address"
          maxLength={PROFILE_LIMITS.address}
          {...address.aria}
          {...register('address')}
        />
      </FormField>
      <FormField label="State" optional inputId={state.inputId} error={state.error}>
        <StateSelect id={state.inputId} {...state.aria} {...register('state')} />
      </FormField>
      <StoreButton type="submit" size="lg" disabled={!hydrated || isSubmitting} className="mt-1 w-full sm:w-fit">
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Saving…' : 'Save changes'}
      </StoreButton>
    </form>
  );
}
