import type { Metadata } from 'next';
import { AuthForm } from '@/app/(store)/auth/_components/auth-form';
import { StaffOnlyNotice } from '@/app/(store)/auth/_components/staff-only-notice';
import { PasswordResetNotice } from '@/app/(store)/auth/_components/password-reset-notice';
import { safeNextPath } from '@/lib/safe-next-path';
import { getSessionUser, redirectIfSignedIn } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Sign In' };

type SearchParams = { next?: string | string[]; denied?: string | string[]; reset?: string | string[] };

export default async function AuthPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { next, denied, reset } = await searchParams;
  // /admin sends a signed-in non-admin here with ?denied=admin: say why, rather than
  // passing them on to / as if nothing had happened.
  const adminDenied = denied === 'admin';
  if (adminDenied) {
    const user = await getSessionUser();
    if (user && !user.isAdmin) {
      return (
        <section className="container-page flex justify-center py-12 md:py-20">
          <StaffOnlyNotice signedInAs={user.email} />
        </section>
      );
    }
  }
  // Someone already signed in is sent to / (docs/product.md, "Auth").
  await redirectIfSignedIn();
  const fallback = adminDenied ? '/admin' : '/';
  return (
    <section className="container-page flex flex-col items-center gap-6 py-12 md:py-20">
      {adminDenied ? <StaffOnlyNotice /> : null}
      {reset === 'done' ? <PasswordResetNotice /> : null}
      {/* ?next= comes from any link anyone sent: only a path on this shop survives (src/lib/safe-next-path.ts). */}
      <AuthForm redirectTo={typeof next === 'string' ? safeNextPath(next, fallback) : fallback} />
    </section>
  );
}
