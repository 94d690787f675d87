import type { Metadata } from 'next';
import Link from 'next/link';
import { RestoreCart } from '@/app/(store)/cart/restore/_components/restore-cart';
import { formatNaira } from '@/lib/money';
import { cartOfRestoreToken } from '@/server/abandoned-checkouts/restore-link';
import { pieceName } from '@/server/abandoned-checkouts/reminder-mail';

// Where a reminder's "Open your cart on any device" link lands (src/server/abandoned-checkouts/restore-link.ts).
// Rendered per request (the token), never kept or indexed; no referrer leaves with the token in it.
export const metadata: Metadata = { title: 'Your cart', robots: { index: false, follow: false }, referrer: 'no-referrer' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RestoreCartPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const cart = typeof token === 'string' ? await cartOfRestoreToken(token) : null;
  const lines = cart?.lines.map(({ soldOut: _soldOut, ...line }) => line) ?? [];
  return (
    <div className="container-page flex max-w-2xl flex-col gap-5 py-16 md:py-24">
      <p className="eyebrow">Your cart</p>
      {cart && lines.length > 0 ? (
        <>
          <h1 className="text-4xl font-medium md:text-5xl">Welcome back, {cart.name.split(' ')[0]}</h1>
          <p className="text-muted-foreground">These pieces are in your cart again, at today&rsquo;s prices:</p>
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card" aria-label="Restored pieces">
            {cart.lines.map((line) => (
              <li key={`${line.id}:${line.variant ?? ''}`} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                <span>{pieceName(line)}</span>
                <span className="font-semibold tabular-nums">{line.soldOut ? 'Sold out' : formatNaira(line.unitPriceKobo * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <RestoreCart lines={lines} />
        </>
      ) : (
        <>
          <h1 className="text-4xl font-medium md:text-5xl">This link no longer opens a cart</h1>
          <p className="text-muted-foreground">
            It may have expired, been replaced by a newer mail, or your order is already placed. Sign in to find your cart: it is
            kept with your account.
          </p>
          <Link href="/auth?next=/cart" className="w-fit font-semibold underline underline-offset-4">
            Sign in
          </Link>
        </>
      )}
    </div>
  );
}
