'use client';
import { useId, useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useFormState, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { showActionRefusal, type RefusalOptions } from '@/components/admin/action-refusal';
import { useAction } from '@/components/use-action';
import type { ActionFailure, ActionResult } from '@/server/action';
import { AdminFormMetaContext, formElementId, requiredSummaryId, useAdminFormMeta, type AdminFormMeta } from './field-binding';
import { adminFields } from './fields';

// One way to build an admin form (docs/decisions/0016-admin-forms-from-schemas.md):
//   const form = useAdminForm(faqSchema, toFormValues(faq));
//   <AdminForm form={form} onSubmit={...}><form.Field.Text name="question" label="Question" /></AdminForm>
// The schema validates in the browser (the server runs it again), says which fields are
// required, and `name` is the only thing a field is given to find its value and error.

type Schema = z.ZodType<FieldValues, FieldValues>;
type Refusal = Parameters<typeof showActionRefusal>[0];

/**
 * The fields the form shows, in screen order (the first one refused gets the focus), and
 * those with no control to focus (uploads): their message shows next to them instead.
 */
function fieldsOnScreen(meta: AdminFormMeta) {
  const shown = [...(document.getElementById(formElementId(meta))?.querySelectorAll<HTMLElement>('[data-field]') ?? [])];
  // One element may stand for several fields (the product's pictures): their names, space-separated.
  const names = (nodes: HTMLElement[]) => nodes.flatMap((node) => (node.dataset.field ?? '').split(' ').filter(Boolean));
  return { fields: names(shown), unfocusable: names(shown.filter((node) => node.dataset.fieldFocus === 'none')) };
}

export function useAdminForm<S extends Schema>(schema: S, defaultValues: z.input<S>, { requiredMessage }: { requiredMessage?: string } = {}) {
  type Input = z.input<S>;
  const id = useId();
  const form: UseFormReturn<Input, unknown, z.output<S>> = useForm<Input, unknown, z.output<S>>({
    resolver: zodResolver(schema as unknown as z.ZodType<z.output<S>, Input>),
    defaultValues: defaultValues as DefaultValues<Input>,
    shouldFocusError: true,
  });
  const meta = useMemo<AdminFormMeta>(() => ({ schema, id, requiredMessage }), [schema, id, requiredMessage]);
  const { run, pending: sending } = useAction();

  /** The form's fields in screen order. */
  const fieldsInScreenOrder = () => fieldsOnScreen(meta).fields as FieldPath<Input>[];

  /** A refused save: messages at their fields (the first focusable one focused), else a toast (showActionRefusal). */
  function refuse(refusal: Refusal, options: Omit<RefusalOptions<FieldPath<Input>>, 'fields'>) {
    const { fields, unfocusable } = fieldsOnScreen(meta);
    const focusInstead = { ...Object.fromEntries(unfocusable.map((field) => [field, null])), ...options.focusInstead };
    showActionRefusal(refusal, form, { ...options, fields: fields as FieldPath<Input>[], focusInstead });
  }

  /**
   * Sends the form's own strings (the action parses them with the same schema) through useAction and
   * hands a success to `onSaved`, a refusal to `refuse` (a call that never answered: the toast says `failed`).
   * `onRefused` reads a refusal's details first (the counts now, for a save refused as stale).
   */
  async function send<Data, Details>(
    action: (input: Input) => Promise<ActionResult<Data, Details>>,
    {
      onSaved,
      onRefused,
      ...refusal
    }: Omit<RefusalOptions<FieldPath<Input>>, 'fields'> & { onSaved: (data: Data) => void; onRefused?: (refusal: ActionFailure<Details>) => void },
  ) {
    const result = await run(action, form.getValues(), { failed: refusal.failed ?? '' });
    if (result.ok) {
      onSaved(result.data);
      return;
    }
    onRefused?.(result);
    refuse(result as Refusal, refusal);
  }

  /** `sending`: a send is under way, also one not made by submitting (a Remove button beside the form's Save). */
  return { ...form, meta, Field: adminFields<Input>(), fieldsInScreenOrder, refuse, send, sending };
}

export type AdminFormApi<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & { meta: AdminFormMeta };

/** The <form> of an admin form: validated by the schema on submit, marked busy while it saves, its fields' context. */
export function AdminForm<Input extends FieldValues, Output>({
  form,
  onSubmit,
  className,
  children,
  nested = false,
  'aria-label': label,
  'aria-labelledby': labelledBy,
}: {
  form: AdminFormApi<Input, Output>;
  onSubmit: (values: Output) => Promise<void> | void;
  className: string;
  children: ReactNode;
  /** Shown inside another form's element (the rich-text editor's link field): see NestedForm. */
  nested?: boolean;
  /** For a form named by words it does not show as a heading ("Move to a stage"). */
  'aria-label'?: string;
  /** For a form named by a heading of its own (the inline payment forms). */
  'aria-labelledby'?: string;
}) {
  const submit = form.handleSubmit(onSubmit);
  const shared = {
    id: formElementId(form.meta),
    'aria-busy': form.formState.isSubmitting,
    'aria-label': label,
    'aria-labelledby': labelledBy,
    className,
    children,
  };
  return (
    <FormProvider {...form}>
      <AdminFormMetaContext.Provider value={form.meta}>
        {nested ? <NestedForm submit={submit} {...shared} /> : <form onSubmit={submit} noValidate {...shared} />}
      </AdminFormMetaContext.Provider>
    </FormProvider>
  );
}

/** The one-line fields in which Enter submits a form (the browser's implicit submission). */
const SUBMITS_ON_ENTER = new Set(['text', 'search', 'url', 'email', 'tel', 'number', 'password', 'date']);

/**
 * A form inside another form's element: forms cannot nest, so it is a group that submits as a
 * form would (Enter in a one-line field, a click on its submit button) and never submits the form
 * around it.
 */
function NestedForm({ submit, ...group }: { submit: () => Promise<void> } & React.ComponentProps<'div'>) {
  return (
    <div
      role="group"
      {...group}
      onKeyDown={(event) => {
        const field = event.target;
        if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(field instanceof HTMLInputElement) || !SUBMITS_ON_ENTER.has(field.type)) return;
        event.preventDefault();
        void submit();
      }}
      onClick={(event) => {
        if (!(event.target instanceof Element) || !event.target.closest('button[type="submit"]')) return;
        event.preventDefault();
        void submit();
      }}
    />
  );
}

/**
 * The one message for all empty required fields (docs/product.md section 5), above the buttons of the
 * customer and refund dialogs: shown while any field's error is the form's `requiredMessage`;
 * those fields' controls point at it (field-binding.ts).
 */
export function RequiredSummary() {
  const meta = useAdminFormMeta();
  const { errors } = useFormState({ control: useFormContext().control });
  const message = Object.values(errors).some((error) => error?.message === meta.requiredMessage) ? meta.requiredMessage : null;
  if (!message) return null;
  return (
    <p id={requiredSummaryId(meta)} role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
