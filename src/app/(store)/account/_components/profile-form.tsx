'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { StoreForm, StoreFormField, StoreTextareaField, StoreTextField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { StateSelect } from '@/components/store/state-select';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { isNigerianState, displayPhone } from '@/lib/nigeria';
import { PROFILE_LIMITS, profileSchema, type ProfileInput } from '@/lib/schemas/profile';
import { refreshSessionSummary } from '@/lib/session-summary';
import { updateProfileAction } from '@/server/account/actions/store/update-profile';
import { useAction } from '@/components/use-action';

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

const checkProfile = zodCheck(profileSchema);

/** The shopper's own details; checkout starts from them. */
export function ProfileForm({ profile }: ProfileFormProps) {
  const router = useRouter();
  const form = useStoreForm(toFormValues(profile), checkProfile);
  const emailId = `${form.formId}-email`;
  const { run } = useAction();

  async function onSubmit(values: ProfileInput) {
    // The raw strings go to the server, which runs the same schema again; a call that never
    // answered has no fields, so its message is the toast below.
    const result = await run(updateProfileAction, values, { failed: 'Failed to update profile. Please try again.' });
    if (result.ok) {
      form.reset(toFormValues(result.data));
      toast.success('Profile updated');
      void refreshSessionSummary(); // the header menu greets them by the new name
      return;
    }
    if (result.code === 'signed-out') {
      toast.error('Your session has ended. Please sign in again.');
      router.push('/auth?next=%2Faccount');
      return;
    }
    if (!form.refuse(result)) toast.error(result.error);
  }

  return (
    <StoreForm form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <StoreTextField form={form} name="name" label="Full name" autoComplete="name" required maxLength={PROFILE_LIMITS.name} />
      <StoreField
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
        <StoreInput
          id={emailId}
          type="email"
          value={profile.email}
          readOnly
          aria-describedby={`${emailId}-hint`}
          className="bg-sand text-muted-foreground hover:border-input"
        />
      </StoreField>
      <StoreTextField
        form={form}
        name="phone"
        label="Phone"
        optional
        hint="e.g. 0803 123 4567 or +234 803 123 4567"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={PROFILE_LIMITS.phone}
      />
      <StoreTextareaField
        form={form}
        name="address"
        label="Default address"
        optional
        hint="Street, area and city. We fill it in at checkout."
        rows={3}
        autoComplete="street-address"
        maxLength={PROFILE_LIMITS.address}
      />
      <StoreFormField form={form} name="state" label="State" optional>
        <StateSelect {...form.field('state')} />
      </StoreFormField>
      <StoreButton type="submit" size="lg" disabled={!form.hydrated || form.submitting} className="mt-1 w-full sm:w-fit">
        {form.submitting ? <Spinner /> : null}
        {form.submitting ? 'Saving…' : 'Save changes'}
      </StoreButton>
    </StoreForm>
  );
}
