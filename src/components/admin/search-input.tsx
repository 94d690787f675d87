import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/**
 * A finder's search box: the magnifier before the text and a spinner after it while `busy`. The customer
 * and piece finders of the Sell screen and the stock forms' piece finder share it.
 */
export function SearchInput({ busy, wrapperClassName, className, ...props }: React.ComponentProps<'input'> & { busy: boolean; wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" autoComplete="off" className={cn('pr-10 pl-9', className)} {...props} />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">{busy ? <Spinner /> : null}</span>
    </div>
  );
}
