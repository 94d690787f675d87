'use client';
import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ArrowLeft, ArrowRight, ImagePlus, Plus, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MAX_PRODUCT_OPTIONS } from '@/lib/catalog/variant-rules';
import { ACCEPTED_TYPES, type UploadProblem } from '@/lib/upload-rules';
import { uploadFile } from '@/lib/upload-client';
import type { ProductFormInput } from '@/lib/schemas/product';
import { VARIANT_LIMITS, type OptionRow } from '@/lib/schemas/product-variants';
import { rowsForOptions, rowsWithoutOption } from './variant-rows';

// The product's options (Size, Fabric, Colour): up to three, each with its values in order and a
// swatch picture per value. The variant rows follow every change (variant-rows.ts).

const SUGGESTED_NAMES = ['Size', 'Fabric', 'Colour', 'Finish', 'Material'];

type Errors = { name?: { message?: string }; values?: { message?: string } & Record<number, { value?: { message?: string } }> };

export function OptionsEditor({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const id = useId();
  const { control, getValues, setValue, formState } = useFormContext<ProductFormInput>();
  const options = useWatch({ control, name: 'options' }) ?? [];
  const errors = (formState.errors.options ?? []) as unknown as Errors[];

  function commit(next: OptionRow[], rows = getValues('variants') ?? []) {
    const dirty = { shouldDirty: true } as const;
    setValue('options', next, dirty);
    setValue('variants', rowsForOptions(rows, next), dirty);
    // Without options the piece has one stock count again: the sum of what its variants held.
    if (next.length === 0 && rows.length > 0) setValue('stockQuantity', String(rows.reduce((sum, row) => sum + (Number(row.stock) || 0), 0)), dirty);
  }

  return (
    <div className="flex flex-col gap-4">
      <datalist id={`${id}-names`}>
        {SUGGESTED_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {options.map((option, index) => (
        <fieldset key={index} data-field={`options.${index}.name`} className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">Option {index + 1}</legend>
          <div className="flex items-end gap-2">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor={`${id}-name-${index}`}>Option name</Label>
              <Input
                id={`${id}-name-${index}`}
                list={`${id}-names`}
                value={option.name}
                maxLength={VARIANT_LIMITS.optionName}
                aria-invalid={errors[index]?.name ? true : undefined}
                placeholder="e.g. Size"
                onChange={(event) => setValue(`options.${index}.name`, event.target.value, { shouldDirty: true })}
              />
            </div>
            <Button
              type="button"
              variant="subtle"
              onClick={() => commit(options.filter((_, at) => at !== index), rowsWithoutOption(getValues('variants') ?? [], index))}
            >
              Remove option
            </Button>
          </div>
          <FieldMessage message={errors[index]?.name?.message ?? errors[index]?.values?.message} />
          <OptionValues
            option={option}
            errors={errors[index]?.values}
            onChange={(values) => commit(options.map((current, at) => (at === index ? { ...current, values } : current)))}
            onBusyChange={onBusyChange}
          />
        </fieldset>
      ))}
      {options.length < MAX_PRODUCT_OPTIONS ? (
        <Button type="button" variant="subtle" className="w-fit" onClick={() => commit([...options, { name: '', values: [] }])}>
          <Plus aria-hidden="true" className="size-4" />
          {options.length === 0 ? 'Add options like size or fabric' : 'Add another option'}
        </Button>
      ) : null}
    </div>
  );
}

function FieldMessage({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

type Value = OptionRow['values'][number];

function OptionValues({
  option,
  errors,
  onChange,
  onBusyChange,
}: {
  option: OptionRow;
  errors?: Errors['values'];
  onChange: (values: Value[]) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const values = option.values;
  const optionName = option.name || 'this option';

  function add() {
    const value = draft.trim();
    if (!value) return;
    if (values.some((existing) => existing.value.toLocaleLowerCase('en') === value.toLocaleLowerCase('en'))) {
      setNote(`${value} is already a value of ${optionName}.`);
      return;
    }
    onChange([...values, { value, swatchImageUrl: '' }]);
    setDraft('');
    setNote('');
  }
  const move = (from: number, to: number) => {
    const next = [...values];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-2">
      {values.length ? (
        <ul aria-label={`Values of ${optionName}`} className="flex flex-wrap gap-2">
          {values.map((value, index) => (
            <li key={value.value} className="inline-flex items-center gap-1 rounded-full border border-border bg-sand py-0.5 pr-0.5 pl-1 text-sm">
              <Swatch value={value} onChange={(swatchImageUrl) => onChange(values.map((v, at) => (at === index ? { ...v, swatchImageUrl } : v)))} onBusyChange={onBusyChange} />
              <span className="px-1">{value.value}</span>
              <IconButton label={`Move ${value.value} earlier`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                <ArrowLeft aria-hidden="true" className="size-3.5" />
              </IconButton>
              <IconButton label={`Move ${value.value} later`} disabled={index === values.length - 1} onClick={() => move(index, index + 1)}>
                <ArrowRight aria-hidden="true" className="size-3.5" />
              </IconButton>
              <IconButton label={`Remove ${value.value}`} onClick={() => onChange(values.filter((_, at) => at !== index))}>
                <X aria-hidden="true" className="size-3.5" />
              </IconButton>
              {errors?.[index]?.value?.message ? <span className="sr-only">{errors[index]!.value!.message}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Label htmlFor={`${id}-value`} className="sr-only">
          New value of {optionName}
        </Label>
        <Input
          id={`${id}-value`}
          value={draft}
          placeholder={option.name.toLowerCase() === 'size' ? 'e.g. 3-seater' : 'Add a value'}
          maxLength={VARIANT_LIMITS.value}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            setNote('');
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault(); // Enter adds the value, it does not submit the form
            add();
          }}
        />
        <Button type="button" variant="subtle" onClick={add} className="px-4">
          <Plus aria-hidden="true" className="size-4" />
          Add value
        </Button>
      </div>
      <p aria-live="polite" className={note ? 'text-xs text-muted-foreground' : 'sr-only'}>
        {note}
      </p>
      <FieldMessage message={values.map((_, index) => errors?.[index]?.value?.message).find(Boolean)} />
    </div>
  );
}

function IconButton({ label, disabled, onClick, children }: { label: string; disabled?: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-7 items-center justify-center rounded-full hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-30"
    >
      {children}
    </button>
  );
}

/** A value's swatch: its picture (a fabric, a finish), uploaded like the product's own. */
function Swatch({ value, onChange, onBusyChange }: { value: Value; onChange: (url: string) => void; onBusyChange: (busy: boolean) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    setBusy(true);
    onBusyChange(true);
    try {
      const uploaded = await uploadFile(file, { folder: 'products' });
      onChange(uploaded.thumbnailUrl ?? uploaded.url);
    } catch (problem) {
      const { title, description } = problem as UploadProblem;
      toast.error(title, { description });
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  }

  if (value.swatchImageUrl) {
    return (
      <button
        type="button"
        aria-label={`Remove the swatch of ${value.value}`}
        onClick={() => onChange('')}
        className="size-7 overflow-hidden rounded-full border border-border focus-visible:outline-2 focus-visible:outline-ring"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a 28px swatch from the shop's own storage */}
        <img src={value.swatchImageUrl} alt="" className="size-full object-cover" />
      </button>
    );
  }
  return (
    <>
      <input
        ref={input}
        type="file"
        aria-label={`Swatch picture of ${value.value}`}
        accept={ACCEPTED_TYPES.image.join(',')}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <IconButton label={`Add a swatch picture for ${value.value}`} disabled={busy} onClick={() => input.current?.click()}>
        <ImagePlus aria-hidden="true" className="size-3.5" />
      </IconButton>
    </>
  );
}
