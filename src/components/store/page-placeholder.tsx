import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { SectionHeading } from './section-heading';

/**
 * A calm, on-brand page for screens a later issue fills in: the page's real heading,
 * one line and a way on, never a 404 (docs/architecture.md section 4).
 */
export function PagePlaceholder({
  eyebrow,
  title,
  text,
  action = { href: '/shop', label: 'Browse the shop' },
  children,
}: {
  eyebrow?: string;
  title: string;
  text: string;
  action?: { href: string; label: string };
  children?: React.ReactNode;
}) {
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-16 md:py-24">
      <SectionHeading as="h1" eyebrow={eyebrow} title={title} text={text} />
      {children}
      <Button asChild size="lg" className="mt-8">
        <Link href={action.href}>{action.label}</Link>
      </Button>
    </section>
  );
}
