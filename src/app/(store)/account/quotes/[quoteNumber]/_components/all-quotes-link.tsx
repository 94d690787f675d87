import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';

/** Back to My Account's list of quotes, above one quote. */
export function AllQuotesLink() {
  return (
    <Link href="/account/quotes" className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All quotes
    </Link>
  );
}
