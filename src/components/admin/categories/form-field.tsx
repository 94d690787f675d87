import { Label } from '@/components/ui/label';

/** A labelled form control with an optional hint and its error, linked by id (shared by the admin dialogs here). */
export function FormField({
  label,
  inputId,
  hint,
  error,
  optional = false,
  children,
}: {
  label: string;
  inputId: string;
  hint?: React.ReactNode;
  error?: string;
  optional?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>
        {label}
        {optional ? (
          <>
            {' '}
            <span className="ml-1 font-normal text-muted-foreground">(optional)</span>
          </>
        ) : null}
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

/** The aria attributes that tie a control to its hint and error. */
export function describedBy(inputId: string, { hint = false, error }: { hint?: boolean; error?: string }) {
  const ids = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
