import type { Metadata } from 'next';
import { AccountNav } from '@/app/(store)/account/_components/account-nav';
import { VerifyEmailBanner } from '@/app/(store)/account/_components/verify-email-banner';
import { isEmailVerified } from '@/server/account/email-address';
import { getSessionUser } from '@/server/auth/session';

// Private pages: never indexed (robots.txt also disallows /account). No title here: a
// plain title would drop the store's '%s | <site name>' template for every page below.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  // Signed out: every account page calls requireUserPage itself with its own address, and
  // that redirect must win, so that signing in returns to the page asked for (the order
  // mail links to /account/orders/<number>). A redirect here would always say /account.
  if (!user) return children;
  return (
    <div className="container-page py-10 md:py-14">
      <header className="flex flex-col gap-2">
        <p className="eyebrow">Welcome back</p>
        <h1 className="text-4xl font-medium md:text-5xl">My Account</h1>
        <p className="flex flex-col text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-1.5">
          <span>
            Signed in as <span className="font-medium text-foreground">{user.name || user.email}</span>
          </span>
          {user.name ? (
            <span className="[overflow-wrap:anywhere]">
              <span aria-hidden="true" className="hidden sm:inline">
                ·{' '}
              </span>
              {user.email}
            </span>
          ) : null}
        </p>
      </header>
      {(await isEmailVerified(user.id)) ? null : (
        <div className="mt-6">
          <VerifyEmailBanner email={user.email} />
        </div>
      )}
      <div className="mt-6 md:mt-8">
        <AccountNav />
      </div>
      <div className="mt-8 md:mt-10">{children}</div>
    </div>
  );
}
