'use client';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { RichTextEditor } from '@/components/admin/rich-text/rich-text-editor';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { UploadFolder } from '@/lib/upload-rules';
import { fieldId, useAdminFormMeta, useFieldBinding, type FieldBinding } from './field-binding';
import { NairaReadBack } from './naira-read-back';

// The fields of every admin form (docs/decisions/0016-admin-forms-from-schemas.md). Each is
// given its name once; its id, label association, aria wiring, error and required marker
// come from that name and the form's zod schema (field-binding.ts).

type FieldProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Adds a quiet '(optional)' after the label: a choice of words, not a rule, so it is said here. */
  optional?: boolean;
  /** For rules across fields the schema checks on the whole form (bank details while transfers are on). */
  required?: boolean;
};

/** The label, hint and error around a field's control; `data-field` puts the field in screen order (refusals focus the first). */
function Frame({ binding, label, hint, optional, children }: { binding: FieldBinding; children: ReactNode } & Omit<FieldProps, 'name' | 'required'>) {
  return (
    <FormField
      data-field={binding.name}
      label={label}
      inputId={binding.inputId}
      required={binding.required}
      optional={optional}
      hint={hint}
      error={binding.error}
    >
      {children}
    </FormField>
  );
}

/** A value offered with words saying what it is: 9403 with "Other furniture and parts thereof". */
export type Suggestion = { value: string; label: string };

type InputProps = Pick<
  React.ComponentProps<'input'>,
  'type' | 'inputMode' | 'placeholder' | 'spellCheck' | 'maxLength' | 'min' | 'max' | 'step' | 'readOnly' | 'autoCapitalize' | 'autoComplete' | 'autoFocus' | 'className' | 'onBlur'
> & {
  /** Values offered as the admin types (the categories already in use, MBS's HS codes with their names); any other may be typed. */
  suggestions?: readonly (string | Suggestion)[];
};

/** A one-line text box, not filled in by the browser unless `autoComplete` says how (a password). `onBlur` runs before the form's own. */
export function TextField({ name, label, hint, optional, required, onBlur, suggestions = [], ...input }: FieldProps & InputProps) {
  const binding = useFieldBinding(name, { hint: Boolean(hint), required });
  const registered = binding.register(name);
  const listId = suggestions.length > 0 ? `${binding.inputId}-suggestions` : undefined;
  return (
    <Frame binding={binding} label={label} hint={hint} optional={optional}>
      <Input
        id={binding.inputId}
        required={binding.required}
        autoComplete="off"
        list={listId}
        {...input}
        {...binding.aria}
        {...registered}
        onBlur={(event) => {
          onBlur?.(event);
          void registered.onBlur(event);
        }}
      />
      {listId ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => {
            const { value, label } = typeof suggestion === 'string' ? { value: suggestion, label: undefined } : suggestion;
            return <option key={value} value={value} label={label} />;
          })}
        </datalist>
      ) : null}
    </Frame>
  );
}

/** A whole number typed in a number box, 0 or more unless `min` says otherwise. */
export function NumberField(props: FieldProps & InputProps) {
  return <TextField type="number" inputMode="numeric" min={0} step={1} {...props} />;
}

/**
 * An amount in naira, its hint reading back the amount as it will show. `empty`: the hint
 * while nothing is typed; `says`: how the amount is read back.
 */
export function NairaField({
  name,
  hint,
  empty,
  says = 'shoppers',
  ...props
}: Omit<FieldProps, 'hint'> & Omit<InputProps, 'type' | 'inputMode'> & { hint: string; empty?: string; says?: 'shoppers' | 'records' }) {
  const value = useWatch({ name }) as string | undefined;
  return <TextField name={name} inputMode="decimal" hint={<NairaReadBack value={value} hint={hint} empty={empty} says={says} />} {...props} />;
}

export function TextareaField({
  name,
  label,
  hint,
  optional,
  required,
  ...textarea
}: FieldProps & Pick<React.ComponentProps<'textarea'>, 'rows' | 'maxLength' | 'autoFocus' | 'className'>) {
  const binding = useFieldBinding(name, { hint: Boolean(hint), required });
  return (
    <Frame binding={binding} label={label} hint={hint} optional={optional}>
      <Textarea id={binding.inputId} required={binding.required} {...textarea} {...binding.aria} {...binding.register(name)} />
    </Frame>
  );
}

/**
 * A native select: `options` (value → label, in order) or `children` <option>s. `placeholder`:
 * an empty first choice. A select with none cannot be left empty, so only one with a
 * placeholder is marked required.
 */
export function SelectField({
  name,
  label,
  hint,
  optional,
  required,
  placeholder,
  options = {},
  children,
}: FieldProps & { placeholder?: string; options?: Readonly<Record<string, string>>; children?: ReactNode }) {
  const bound = useFieldBinding(name, { hint: Boolean(hint), required });
  const binding = { ...bound, required: bound.required && placeholder !== undefined };
  return (
    <Frame binding={binding} label={label} hint={hint} optional={optional}>
      <NativeSelect id={binding.inputId} required={binding.required} {...binding.aria} {...binding.register(name)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
        {children}
      </NativeSelect>
    </Frame>
  );
}

/**
 * A yes/no field (Published, Featured): the label and a hint on the left, the switch on the
 * right. `boxed`: drawn in a tinted box of its own; false inside a section that frames it.
 */
export function SwitchField({ name, label, hint, boxed = true }: { name: string; label: string; hint: ReactNode; boxed?: boolean }) {
  const id = fieldId(useAdminFormMeta(), name);
  const hintId = `${id}-hint`;
  return (
    <Controller
      name={name}
      control={useFormContext().control}
      render={({ field }) => (
        <div data-field={name} className={cn('flex items-start justify-between gap-4', boxed && 'rounded-lg border border-border bg-sand/40 px-4 py-3')}>
          <div className="flex flex-col gap-1">
            <Label htmlFor={id}>{label}</Label>
            <p id={hintId} className="text-xs text-muted-foreground">
              {hint}
            </p>
          </div>
          <Switch id={id} ref={field.ref} checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} aria-describedby={hintId} />
        </div>
      )}
    />
  );
}

type ImageFieldProps = Omit<React.ComponentProps<typeof ImageUploadField>, 'id' | 'value' | 'onChange' | 'error' | 'hint'> & {
  name: string;
  /** The line under the button; a function when it depends on whether a file is uploaded. */
  hint?: ReactNode | ((uploaded: boolean) => ReactNode);
};

/** One uploaded file; the form keeps its URL ('' for none). It has no text box to focus when refused. */
export function ImageField({ name, hint, ...upload }: ImageFieldProps) {
  const binding = useFieldBinding(name, { hint: false });
  const { setValue } = useFormContext();
  const value = (useWatch({ name }) as string | undefined) || null;
  return (
    <div data-field={name} data-field-focus="none">
      <ImageUploadField
        id={binding.inputId}
        value={value}
        hint={typeof hint === 'function' ? hint(value !== null) : hint}
        error={binding.error}
        onChange={(uploaded) => {
          setValue(name, uploaded?.url ?? '', { shouldDirty: true, shouldValidate: Boolean(binding.error) });
        }}
        {...upload}
      />
    </div>
  );
}

/** Rich text (docs/decisions/0010-rich-text-content.md); pictures put into it are stored in `folder`. */
export function RichTextField({
  name,
  label,
  optional,
  folder,
}: Omit<FieldProps, 'hint' | 'required'> & { folder: UploadFolder }) {
  const binding = useFieldBinding(name, { hint: false });
  return (
    <Controller
      name={name}
      control={binding.control}
      render={({ field }) => (
        <Frame binding={binding} label={label} optional={optional}>
          <div className="min-w-0">
            <RichTextEditor
              ref={field.ref}
              id={binding.inputId}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              folder={folder}
              labelledBy={`${binding.inputId}-label`}
              describedBy={binding.error ? `${binding.inputId}-error` : undefined}
              invalid={Boolean(binding.error)}
            />
          </div>
        </Frame>
      )}
    />
  );
}

const FIELDS = {
  Text: TextField,
  Number: NumberField,
  Naira: NairaField,
  Textarea: TextareaField,
  Select: SelectField,
  Switch: SwitchField,
  Image: ImageField,
  RichText: RichTextField,
};

type Named<Component, Values extends FieldValues> = Component extends (props: infer Props) => ReactNode
  ? (props: Omit<Props, 'name'> & { name: Path<Values> }) => ReactNode
  : never;

/** The fields with `name` checked against the form's values by the compiler: the same components, typed. */
export type AdminFields<Values extends FieldValues> = { [Kind in keyof typeof FIELDS]: Named<(typeof FIELDS)[Kind], Values> };

export const adminFields = <Values extends FieldValues>() => FIELDS as unknown as AdminFields<Values>;
