'use client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { showActionRefusal } from '@/components/admin/action-refusal';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { SwitchField } from '@/components/admin/switch-field';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { FAQ_LIMITS, faqSchema, type FaqInput, type FaqValues } from '@/lib/schemas/faq';
import type { AdminFaq } from '@/server/content/admin-faqs';
import { createFaqAction } from '@/server/content/actions/create-faq';
import { updateFaqAction } from '@/server/content/actions/update-faq';

type Field = keyof FaqInput;
const FIELDS: readonly Field[] = ['question', 'answer', 'category', 'displayOrder', 'published'];

const toFormValues = (faq: AdminFaq | null): FaqInput => ({
  question: faq?.question ?? '',
  answer: faq?.answer ?? '',
  category: faq?.category ?? '',
  displayOrder: String(faq?.displayOrder ?? 0),
  published: faq?.published ?? true,
});

/** Add or edit an FAQ. `faq` null: a new one. */
export function FaqDialog({ faq, categories, ...dialogProps }: FormDialogProps & { faq: AdminFaq | null; categories: string[] }) {
  return (
    <FormDialog
      {...dialogProps}
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
      description={faq ? 'Change the question, its answer or where it appears on the FAQ page.' : 'A new question and answer for the FAQ page.'}
      className="sm:max-w-xl"
    >
      {(dialog) => <FaqForm faq={faq} categories={categories} dialog={dialog} />}
    </FormDialog>
  );
}

function FaqForm({ faq, categories, dialog }: { faq: AdminFaq | null; categories: string[]; dialog: FormDialogControls }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FaqInput, unknown, FaqValues>({
    resolver: zodResolver(faqSchema),
    defaultValues: toFormValues(faq),
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async () => {
    const input = getValues();
    const result = await (faq ? updateFaqAction({ ...input, id: faq.id }) : createFaqAction(input)).catch(() => null);
    if (result?.ok) {
      toast.success(faq ? 'FAQ updated successfully' : 'FAQ created successfully');
      dialog.saved();
      return;
    }
    showActionRefusal(result, { setError, setFocus }, { fields: FIELDS, title: 'Error', failed: faq ? 'Failed to update FAQ.' : 'Failed to create FAQ.' });
  });

  const fieldId = (field: Field) => `${id}-${field}`;
  const listId = `${id}-categories`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
      <FormField label="Question" required inputId={fieldId('question')} error={errors.question?.message}>
        <Input
          id={fieldId('question')}
          required
          autoComplete="off"
          maxLength={FAQ_LIMITS.question}
          {...fieldAria(fieldId('question'), { error: errors.question?.message })}
          {...register('question')}
        />
      </FormField>
      <FormField label="Answer" required inputId={fieldId('answer')} error={errors.answer?.message} hint="Plain text; line breaks are kept.">
        <Textarea
          id={fieldId('answer')}
          required
          rows={5}
          maxLength={FAQ_LIMITS.answer}
          {...fieldAria(fieldId('answer'), { hint: true, error: errors.answer?.message })}
          {...register('answer')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Category"
          optional
          inputId={fieldId('category')}
          error={errors.category?.message}
          hint="Questions without one appear under General Questions."
        >
          <Input
            id={fieldId('category')}
            autoComplete="off"
            list={categories.length > 0 ? listId : undefined}
            maxLength={FAQ_LIMITS.category}
            {...fieldAria(fieldId('category'), { hint: true, error: errors.category?.message })}
            {...register('category')}
          />
        </FormField>
        <FormField label="Display order" inputId={fieldId('displayOrder')} error={errors.displayOrder?.message} hint="Lower numbers come first.">
          <Input
            id={fieldId('displayOrder')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...fieldAria(fieldId('displayOrder'), { hint: true, error: errors.displayOrder?.message })}
            {...register('displayOrder')}
          />
        </FormField>
      </div>
      {categories.length > 0 ? (
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      ) : null}
      <SwitchField
        control={control}
        name="published"
        id={fieldId('published')}
        label="Published"
        hint="Only published FAQs appear on the FAQ page; the rest stay here as drafts."
      />
      <FormDialogFooter submitting={isSubmitting} onCancel={dialog.cancel} submitLabel={faq ? 'Save Changes' : 'Create FAQ'} />
    </form>
  );
}
