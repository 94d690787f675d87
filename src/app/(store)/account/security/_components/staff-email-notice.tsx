import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';

/**
 * In place of "Change email" for a staff account: its address is changed by an owner on the Staff
 * screen (src/server/staff/staff-email.ts), so a stolen password cannot move it, and the two-factor
 * set-up link with it. An owner is pointed to their own row there.
 */
export function StaffEmailNotice({ currentEmail, message, isOwner }: { currentEmail: string; message: string; isOwner: boolean }) {
  return (
    <div className="flex max-w-prose flex-col gap-4">
      <p className="text-sm">
        Now: <span className="font-semibold break-all">{currentEmail}</span>
      </p>
      <p role="note" className="text-sm">
        {message}
      </p>
      {isOwner ? (
        <Link href="/admin/staff" className={buttonVariants({ variant: 'subtle', className: 'w-full sm:w-fit' })}>
          Go to the Staff screen
        </Link>
      ) : null}
    </div>
  );
}
