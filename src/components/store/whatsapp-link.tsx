import { clsx } from 'clsx';
import { WhatsAppIcon } from './brand-icons';

/** A quiet link that opens a WhatsApp chat in a new tab, with the message already typed. */
export function WhatsAppLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx(
        'inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-[#075e54] underline decoration-[#075e54]/40 underline-offset-4 hover:decoration-[#075e54]',
        // Joined without tailwind-merge (client pages use it): a className replaces the alignment.
        className ?? 'self-start',
      )}
    >
      <WhatsAppIcon className="size-5" />
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
