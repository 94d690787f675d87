import { cn } from '@/lib/cn';

/**
 * Where a post or project has no picture: an indigo panel with a quiet adire-style
 * resist pattern, so the grid keeps its rhythm.
 */
export function ImageFallback({ label, className }: { label?: string; className?: string }) {
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('absolute inset-0 flex items-center justify-center bg-indigo text-indigo-muted', className)}
    >
      <svg viewBox="0 0 120 120" className="size-2/5 max-h-40 opacity-60" fill="none" stroke="currentColor" strokeWidth="1.2">
        <circle cx="60" cy="60" r="48" strokeDasharray="2 5" />
        <circle cx="60" cy="60" r="34" />
        <circle cx="60" cy="60" r="20" strokeDasharray="3 4" />
        <circle cx="60" cy="60" r="6" fill="currentColor" />
        <path d="M60 4v16M60 100v16M4 60h16M100 60h16" />
      </svg>
    </div>
  );
}
