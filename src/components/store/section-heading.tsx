import { cn } from '@/lib/cn';

/** The store's section title: a small brass eyebrow, a serif heading, an optional line. */
export function SectionHeading({
  eyebrow,
  title,
  text,
  id,
  align = 'center',
  as: Heading = 'h2',
  className,
}: {
  eyebrow?: string;
  title: string;
  text?: string;
  id?: string;
  align?: 'center' | 'left';
  as?: 'h1' | 'h2';
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-3', align === 'center' ? 'items-center text-center' : 'items-start', className)}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className="text-3xl font-medium text-foreground md:text-[2.75rem] md:leading-[1.1]">
        {title}
      </Heading>
      <span aria-hidden="true" className="flex items-center gap-2 text-brass">
        <span className="h-px w-8 bg-current" />
        <span className="size-1.5 rotate-45 bg-current" />
        <span className="h-px w-8 bg-current" />
      </span>
      {text ? <p className="max-w-xl text-base leading-relaxed text-muted-foreground">{text}</p> : null}
    </div>
  );
}
