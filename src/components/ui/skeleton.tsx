import { clsx } from 'clsx';

/**
 * A grey block standing in for content that is loading. A className with a rounded-* or bg-*
 * class replaces the default corners or colour (joined without tailwind-merge, which would
 * add about 8 KB to the storefront pages that show a skeleton).
 */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  const has = (prefix: string) => className !== undefined && new RegExp(`(^|\\s)${prefix}-`).test(className);
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={clsx('animate-pulse', !has('rounded') && 'rounded-md', !has('bg') && 'bg-sand', className)}
      {...props}
    />
  );
}
