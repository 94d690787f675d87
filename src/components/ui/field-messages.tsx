// A field's hint and error lines and the aria wiring that points at them, without the Label
// (Radix) and class merging of form-field.tsx, so storefront islands can use them cheaply.

/**
 * aria-invalid and aria-describedby for the control of a FormField with the same id.
 * `missing`: the field is empty though required and is described by a form-level message
 * (`summaryId`) instead of its own error, as the admin customer and refund dialogs do.
 */
export function fieldAria(
  inputId: string,
  { hint, error, missing = false, summaryId }: { hint?: boolean; error?: string; missing?: boolean; summaryId?: string },
) {
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null, missing && summaryId ? summaryId : null]
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': error || missing ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** A field's hint and error lines, with the ids fieldAria points aria-describedby at. */
export function FieldMessages({ inputId, hint, error }: { inputId: string; hint?: React.ReactNode; error?: string }) {
  return (
    <>
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
    </>
  );
}
