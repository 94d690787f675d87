'use client';
import { useState } from 'react';
import { StoreButton } from '@/components/store/store-button';
import { StoreForm } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { Spinner } from '@/components/ui/spinner';
import { refreshSessionSummary } from '@/lib/session-summary';
import { acceptInvitationSignedInAction } from '@/server/staff/actions/store/accept-invitation-signed-in';
import type { Joined } from '@/server/staff/join-staff';
import { JoinedNotice } from './join-form';
import { useAction } from '@/components/use-action';

/** The invited address's own account, signed in: one button. Accepting signs it out everywhere, so it signs in again as staff. */
export function AcceptSignedIn({ token }: { token: string }) {
  const form = useStoreForm({}, () => ({}));
  const { run } = useAction();
  const [error, setError] = useState<string>();
  const [joined, setJoined] = useState<Joined | null>(null);

  async function onSubmit() {
    setError(undefined);
    const result = await run(acceptInvitationSignedInAction, { token });
    if (!result.ok) return setError(result.error);
    void refreshSessionSummary();
    setJoined(result.data);
  }

  if (joined) return <JoinedNotice {...joined} />;
  return (
    <StoreForm form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-center text-sm text-muted-foreground">Accepting signs your account out on every device; sign in again to open the back office.</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <StoreButton type="submit" size="lg" className="w-full" disabled={form.submitting} data-replay>
        {form.submitting ? <Spinner /> : null}
        Accept the invitation
      </StoreButton>
    </StoreForm>
  );
}
