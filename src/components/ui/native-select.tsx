import { clsx } from 'clsx';
import { fieldBase } from './field-base';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';

/**
 * A styled native <select>: accessible everywhere, works with react-hook-form's register and
 * with phone pickers, which a custom listbox would lose. Classes are joined without
 * tailwind-merge (the product page's delivery estimate uses it): pass only widths and places.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select data-slot="select" className={clsx(fieldBase, 'h-11 appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
