import { clsx } from 'clsx';

/**
 * A quiet link that opens a WhatsApp chat in a new tab, with the message already typed. `icon` is
 * WhatsApp's mark (`brand-icons.tsx`, size-5), passed in so a page can draw it on the server rather
 * than ship its long path in script (the product page is at its first-load budget).
 */
export function WhatsAppLink({ href, icon, className, children }: { href: string; icon: React.ReactNode; className?: string; children: React.ReactNode }) {
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
      {icon}
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
