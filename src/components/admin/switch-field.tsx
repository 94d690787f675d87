'use client';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

/**
 * A yes/no field of an admin form (Published, Featured): the label and a hint on the left,
 * the switch on the right, wired to react-hook-form so it takes focus and reports changes
 * like any other field.
 */
export function SwitchField<Values extends FieldValues, Saved extends FieldValues = Values>({
  control,
  name,
  id,
  label,
  hint,
  boxed = true,
}: {
  control: Control<Values, unknown, Saved>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  hint: React.ReactNode;
  /** Drawn in a tinted box of its own (dialogs); false inside a form section that already frames it. */
  boxed?: boolean;
}) {
  const hintId = `${id}-hint`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={cn('flex items-start justify-between gap-4', boxed && 'rounded-lg border border-border bg-sand/40 px-4 py-3')}>
          <div className="flex flex-col gap-1">
            <Label htmlFor={id}>{label}</Label>
            <p id={hintId} className="text-xs text-muted-foreground">
              {hint}
            </p>
          </div>
          <Switch
            id={id}
            ref={field.ref}
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={hintId}
          />
        </div>
      )}
    />
  );
}
