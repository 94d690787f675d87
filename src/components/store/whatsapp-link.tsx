import { cn } from '@/lib/cn';
import { WhatsAppIcon } from './brand-icons';

/** A quiet link that opens a WhatsApp chat in a new tab, with the message already typed. */
export function WhatsAppLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-[#075e54] underline decoration-[#075e54]/40 underline-offset-4 hover:decoration-[#075e54]',
        className,
      )}
    >
      <WhatsAppIcon className="size-5" />
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
