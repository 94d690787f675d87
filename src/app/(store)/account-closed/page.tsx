import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Account closed', robots: { index: false, follow: false } };

/** Where closing an account lands, signed out (outside /account, whose pages need an account). */
export default function AccountClosedPage() {
  return (
    <div className="container-page flex max-w-2xl flex-col gap-4 py-16 md:py-24">
      <p className="eyebrow">Privacy</p>
      <h1 className="text-4xl font-medium md:text-5xl">Your account is closed</h1>
      <p className="text-muted-foreground">
        We have deleted your account and your saved details. Your past orders are kept for our tax records without your
        name, email, phone or address. Thank you for shopping with us.
      </p>
      <Link href="/" className="w-fit font-semibold underline underline-offset-4">
        Back to the shop
      </Link>
    </div>
  );
}
