import type { LucideIcon } from 'lucide-react';

/** The empty state of an admin list: the product's words, and what to do next. */
export function ListEmpty({ icon: Icon, message, hint, action }: { icon: LucideIcon; message: string; hint?: string; action?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-14 text-center">
      <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">{message}</p>
      {hint ? <p className="max-w-sm text-sm text-muted-foreground">{hint}</p> : null}
      {action}
    </div>
  );
}
