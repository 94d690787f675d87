import Link from 'next/link';
import { LockKeyholeIcon } from '@/components/ui/icons/lock-keyhole';
import { Button } from '@/components/ui/button';
import { StaffSignOutButton } from './staff-sign-out-button';

export const STAFF_ONLY_MESSAGE = 'This area is for shop staff. Sign in with an admin account.';

/**
 * The admin guard's "not an admin" state, shown on /auth?denied=admin. Signed in as a
 * shopper, the visitor can sign out here and the sign-in form then appears in its place.
 * Drawn on the server: /auth loads only the sign-out button's script.
 */
export function StaffOnlyNotice({ signedInAs }: { signedInAs?: string }) {
  if (!signedInAs) {
    return (
      <div
        role="status"
        className="flex w-full max-w-md items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950"
      >
        <LockKeyholeIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <p>{STAFF_ONLY_MESSAGE}</p>
      </div>
    );
  }
  return (
    <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-10 text-center shadow-soft sm:px-10">
      <span className="flex size-12 items-center justify-center rounded-full bg-sand">
        <LockKeyholeIcon className="size-5 text-brass-text" />
      </span>
      <h1 className="text-3xl font-medium">Staff only</h1>
      <p className="text-base text-foreground">{STAFF_ONLY_MESSAGE}</p>
      <p className="text-sm text-muted-foreground">
        You are signed in as <span className="font-semibold break-all text-foreground">{signedInAs}</span>, which is a customer
        account.
      </p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <StaffSignOutButton />
        <Button asChild variant="subtle">
          <Link href="/">Back to the shop</Link>
        </Button>
      </div>
    </div>
  );
}
