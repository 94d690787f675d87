import Link from 'next/link';
import { Link2Off } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { AuthCard } from './auth-card';

/** A mailed link that is unknown, used or expired: what happened and where to get a new one. */
export function InvalidLink({ message, retryHref, retryLabel }: { message: string; retryHref: string; retryLabel: string }) {
  return (
    <AuthCard eyebrow="Link not valid" title="This link no longer works" icon={<Link2Off aria-hidden="true" className="size-5" />}>
      <p className="text-center text-base text-foreground">{message}</p>
      <p className="mt-2 text-center text-sm text-muted-foreground">Each link works once, and only for a limited time.</p>
      <Link href={retryHref} className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}>
        {retryLabel}
      </Link>
    </AuthCard>
  );
}
