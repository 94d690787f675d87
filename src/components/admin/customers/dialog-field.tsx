import { Label } from '@/components/ui/label';

// A labelled control of the customer and refund dialogs. Required fields read 'Name *' as in
// the spec; the star is decoration (the control carries `required`), so the label's
// accessible name stays 'Name'.

export function DialogField({
  label,
  inputId,
  required = false,
  hint,
  error,
  children,
}: {
  label: React.ReactNode;
  inputId: string;
  required?: boolean;
  hint?: React.ReactNode;
  /** Shown under the control; the form shows the spec's 'required' message once, above its buttons. */
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            {' *'}
          </span>
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

/**
 * The aria attributes tying a control to its hint and error. `missing`: the field is empty
 * though required, described by the form's one 'required' message (`summaryId`).
 */
export function fieldAria(inputId: string, { hint = false, error, missing = false, summaryId }: { hint?: boolean; error?: string; missing?: boolean; summaryId?: string }) {
  const ids = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null, missing && summaryId ? summaryId : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error || missing ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** The form's one message for empty required fields (spec section 5), above its buttons. */
export function RequiredSummary({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
