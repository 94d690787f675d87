'use client';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { FAQ_LIMITS, faqSchema, type FaqInput } from '@/lib/schemas/faq';
import type { AdminFaq } from '@/server/content/admin-faq-reads';
import { createFaqAction } from '@/server/content/actions/create-faq';
import { updateFaqAction } from '@/server/content/actions/update-faq';

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
  const form = useAdminForm(faqSchema, toFormValues(faq));
  const { Field } = form;
  const onSubmit = () =>
    form.send((input) => (faq ? updateFaqAction({ ...input, id: faq.id }) : createFaqAction(input)), {
      onSaved: () => {
        toast.success(faq ? 'FAQ updated successfully' : 'FAQ created successfully');
        dialog.saved();
      },
      title: 'Error',
      failed: faq ? 'Failed to update FAQ.' : 'Failed to create FAQ.',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={faq ? 'Save Changes' : 'Create FAQ'}>
      <Field.Text name="question" label="Question" maxLength={FAQ_LIMITS.question} />
      <Field.Textarea name="answer" label="Answer" rows={5} maxLength={FAQ_LIMITS.answer} hint="Plain text; line breaks are kept." />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Text
          name="category"
          label="Category"
          optional
          suggestions={categories}
          maxLength={FAQ_LIMITS.category}
          hint="Questions without one appear under General Questions."
        />
        <Field.Number name="displayOrder" label="Display order" hint="Lower numbers come first." />
      </div>
      <Field.Switch name="published" label="Published" hint="Only published FAQs appear on the FAQ page; the rest stay here as drafts." />
    </DialogForm>
  );
}
