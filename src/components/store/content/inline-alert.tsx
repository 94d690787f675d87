import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

/** An error shown in the page itself, where a section could not load. */
export function InlineAlert({ title, message, className }: { title: string; message: string; className?: string }) {
  return (
    <div
      role="alert"
      className={cn('flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm md:p-5', className)}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-destructive">{title}</p>
        <p className="text-foreground/80">{message}</p>
      </div>
    </div>
  );
}
