import Link from 'next/link';
import { ShieldAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/server/auth/session';
import { hasStaffSecondFactor, isStaffTwoFactorRequired } from '@/server/auth/staff-two-factor';

/**
 * For admins whose account has no second factor (a TOTP app or a passkey): a stolen admin password would open the
 * whole back office, so the admin area (and the Security page) keeps asking. When the shop
 * requires two-factor for staff, the admin area stays shut until it is on, and this says so.
 */
export async function TwoFactorPrompt({
  user,
  href = '/account/security',
  className,
}: {
  user: Pick<SessionUser, 'id' | 'isAdmin'>;
  href?: string;
  className?: string;
}) {
  if (!user.isAdmin || (await hasStaffSecondFactor(user.id))) return null;
  const required = await isStaffTwoFactorRequired();
  return (
    <aside
      aria-label="Two-factor authentication"
      data-required={required || undefined}
      className={cn(
        'flex flex-col gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between sm:px-6',
        className,
      )}
    >
      <p className="flex items-start gap-2.5 text-sm font-medium">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        {required
          ? 'This shop requires two-factor sign-in for staff: the admin area opens once your account has two-factor authentication or a passkey.'
          : 'Protect the shop: turn on two-factor authentication or add a passkey to your admin account.'}
      </p>
      <Link
        href={href}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-md bg-amber-950 px-4 text-sm font-semibold text-amber-50 transition-colors hover:bg-amber-900 md:min-h-9"
      >
        Turn on two-factor
      </Link>
    </aside>
  );
}
