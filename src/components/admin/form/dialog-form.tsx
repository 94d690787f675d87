'use client';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FormDialogControls } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { AdminForm, type AdminFormApi } from './admin-form';

/** The form inside a FormDialog: its fields, then Cancel and the submit button. `busy`: uploads still under way also hold the save. */
export function DialogForm<Input extends FieldValues, Output>({
  form,
  dialog,
  onSubmit,
  submitLabel,
  busy = false,
  children,
}: {
  form: AdminFormApi<Input, Output>;
  dialog: FormDialogControls;
  onSubmit: (values: Output) => Promise<void>;
  submitLabel: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <AdminForm form={form} onSubmit={onSubmit} className="flex min-w-0 flex-col gap-5">
      {children}
      <FormDialogFooter submitting={form.formState.isSubmitting || busy} onCancel={dialog.cancel} submitLabel={submitLabel} />
    </AdminForm>
  );
}
