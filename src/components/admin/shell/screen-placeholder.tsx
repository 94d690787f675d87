import { Hammer } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';

/** A sidebar link whose screen a later issue builds: a real page, never a 404. */
export function ScreenPlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={title} description={description} />
      <div className="flex items-center gap-4 rounded-xl border border-dashed border-input bg-card px-6 py-10 text-sm text-muted-foreground">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sand">
          <Hammer aria-hidden="true" className="size-4 text-brass-text" />
        </span>
        <p>This screen is coming soon.</p>
      </div>
    </div>
  );
}
