import { clsx } from 'clsx';
import { LoaderIcon } from '@/components/ui/icons/loader';

/**
 * A spinning indicator; pass `label` when nothing else on screen says what is loading. A
 * className with a size-* class replaces the default size-4 (joined without tailwind-merge,
 * which would add about 8 KB to the storefront pages that show a spinner).
 */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const sized = className !== undefined && /(^|\s)size-/.test(className);
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderIcon className={clsx('animate-spin', !sized && 'size-4', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
