import { Label } from './label';
import { cn } from '@/lib/cn';
import { FieldMessages } from './field-messages';

export { FieldMessages, fieldAria } from './field-messages';

// One way to lay out a form field across the shop and the back office: the label, the
// control, an optional hint and the field's error (role="alert", so it is read out when it
// appears). The control gets its aria wiring from fieldAria with the same id.
// Required fields read 'Name *' as in docs/product.md; the star is decoration (the control carries
// `required`), so the label's accessible name stays 'Name'.

export function FormField({
  inputId,
  label,
  required,
  optional,
  hint,
  error,
  className,
  children,
  'data-field': dataField,
}: {
  inputId: string;
  label: React.ReactNode;
  /** Adds a decorative ' *' after the label. */
  required?: boolean;
  /** Adds a quiet '(optional)' after the label. */
  optional?: boolean;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
  /** The form field this is (admin forms find their fields in screen order by it). */
  'data-field'?: string;
}) {
  return (
    <div data-field={dataField} className={cn('flex flex-col gap-2', className)}>
      <Label id={`${inputId}-label`} htmlFor={inputId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            {' *'}
          </span>
        ) : null}
        {optional ? (
          <>
            {' '}
            <span className="ml-1 font-normal text-muted-foreground">(optional)</span>
          </>
        ) : null}
      </Label>
      {children}
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}
