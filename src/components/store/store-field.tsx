import { clsx } from 'clsx';
import { fieldBase } from '@/components/ui/field-base';
import { FieldMessages } from '@/components/ui/field-messages';

// ui/form-field's layout and ui/input's look for storefront islands, with a plain <label>:
// ui/label is Radix's and both join classes with tailwind-merge, about 10 KB of gzipped script.

export function StoreField({
  inputId,
  label,
  hint,
  error,
  children,
}: {
  inputId: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label id={`${inputId}-label`} htmlFor={inputId} className="text-sm leading-none font-medium text-foreground select-none">
        {label}
      </label>
      {children}
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}

/** ui/input without class merging: extra classes are appended. */
export function StoreInput({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={clsx(fieldBase, 'h-11', className)} {...props} />;
}
