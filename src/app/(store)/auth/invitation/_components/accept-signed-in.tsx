'use client';
import { useState } from 'react';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { refreshSessionSummary } from '@/lib/session-summary';
import { acceptInvitationSignedInAction } from '@/server/staff/actions/store/accept-invitation-signed-in';
import type { Joined } from '@/server/staff/join-staff';
import { JoinedNotice } from './join-form';
import { useAction } from '@/components/use-action';

/** The invited address's own account, signed in: one button. Accepting signs it out everywhere, so it signs in again as staff. */
export function AcceptSignedIn({ token }: { token: string }) {
  const { run, pending } = useAction();
  const [error, setError] = useState<string>();
  const [joined, setJoined] = useState<Joined | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const result = await run(acceptInvitationSignedInAction, { token });
    if (!result.ok) return setError(result.error);
    void refreshSessionSummary();
    setJoined(result.data);
  }

  if (joined) return <JoinedNotice {...joined} />;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
      <p className="text-center text-sm text-muted-foreground">Accepting signs your account out on every device; sign in again to open the back office.</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <StoreButton type="submit" size="lg" className="w-full" disabled={pending} data-replay>
        {pending ? <Spinner /> : null}
        Accept the invitation
      </StoreButton>
    </form>
  );
}
