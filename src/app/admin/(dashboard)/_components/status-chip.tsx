import { cn } from '@/lib/cn';

/** Published or Draft, for blog posts and portfolio items. */
export function PublishStatusChip({ status }: { status: 'draft' | 'published' }) {
  const published = status === 'published';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        published ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-stone-100 text-stone-800 ring-stone-300',
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {published ? 'Published' : 'Draft'}
    </span>
  );
}
