import type { Metadata } from 'next';
import Link from 'next/link';
import { StoreButton } from '@/components/store/store-button';
import { userOfUnsubscribeToken } from '@/server/marketing/unsubscribe';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Where a reminder's unsubscribe link opens (docs/security.md, "Unsubscribe links"). Opening it
 * changes nothing, so a mail scanner that follows links unsubscribes nobody; the button posts to
 * /api/unsubscribe, which does, and comes back here to say so.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const query = await searchParams;
  const token = one(query.token);
  const done = one(query.done) === '1';
  const valid = !done && token !== '' && userOfUnsubscribeToken(token) !== null;
  return (
    <div className="container-page flex max-w-2xl flex-col gap-4 py-16 md:py-24">
      <p className="eyebrow">Emails from us</p>
      {done ? (
        <>
          <h1 className="text-4xl font-medium md:text-5xl">You are unsubscribed</h1>
          <p className="text-muted-foreground">
            We will not send you reminders or review requests any more. Mails about your orders and your account still come.
            You can turn reminders back on in My Account.
          </p>
        </>
      ) : valid ? (
        <>
          <h1 className="text-4xl font-medium md:text-5xl">Stop reminders and review requests?</h1>
          <p className="text-muted-foreground">Mails about your orders and your account will still come.</p>
          <form method="post" action={`/api/unsubscribe?token=${encodeURIComponent(token)}`}>
            <StoreButton type="submit" className="min-h-11">
              Unsubscribe
            </StoreButton>
          </form>
        </>
      ) : (
        <>
          <h1 className="text-4xl font-medium md:text-5xl">This link is not valid</h1>
          <p className="text-muted-foreground">
            It may have been cut short by your mail app. You can turn reminders and review requests off in My Account.
          </p>
        </>
      )}
      <Link href="/account" className="w-fit font-semibold underline underline-offset-4">
        My Account
      </Link>
    </div>
  );
}
