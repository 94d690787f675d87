import { Label } from './label';
import { cn } from '@/lib/cn';

// One way to lay out a form field across the shop and the back office: the label, the
// control, an optional hint and the field's error (role="alert", so it is read out when it
// appears). The control gets its aria wiring from fieldAria with the same id.

export function FormField({
  inputId,
  label,
  optional,
  hint,
  error,
  className,
  children,
}: {
  inputId: string;
  label: React.ReactNode;
  /** Adds a quiet '(optional)' after the label. */
  optional?: boolean;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={inputId}>
        {label}
        {optional ? <span className="ml-1.5 font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-invalid and aria-describedby for the control of a FormField with the same id. */
export function fieldAria(inputId: string, { hint, error }: { hint?: boolean; error?: string }) {
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}
