import { Label } from '@/components/ui/label';

/** A label, its control, an optional hint and the field's error (read out when it appears). */
export function FormField({
  label,
  inputId,
  hint,
  error,
  children,
}: {
  label: string;
  inputId: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{label}</Label>
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

/** aria-invalid and aria-describedby for a field with an optional hint and error. */
export function fieldAria(inputId: string, { hint, error }: { hint?: boolean; error?: string }) {
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}
