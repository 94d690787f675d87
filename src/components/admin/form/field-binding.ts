'use client';
import { createContext, useContext } from 'react';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { fieldAria } from '@/components/ui/form-field';
import { isRequiredBySchema } from './schema-rules';

/** What every field of an admin form reads from the form around it. */
export type AdminFormMeta = {
  schema: z.ZodType;
  /** The form's own prefix: a field's id is this and its name. */
  id: string;
  /** A message shown once for every empty required field (RequiredSummary) instead of at each field. */
  requiredMessage?: string;
};

export const AdminFormMetaContext = createContext<AdminFormMeta | null>(null);

export function useAdminFormMeta() {
  const meta = useContext(AdminFormMetaContext);
  if (!meta) throw new Error('An admin field must be inside <AdminForm>');
  return meta;
}

/** The id of a field's control, made from the field's name ('payments.bankName' → '…-payments-bankName'). */
export const fieldId = (meta: AdminFormMeta, name: string) => `${meta.id}-${name.replaceAll('.', '-')}`;

/** The id of the <form> itself. */
export const formElementId = (meta: AdminFormMeta) => `${meta.id}-form`;

/** The id of the form's RequiredSummary, which empty required controls point at. */
export const requiredSummaryId = (meta: AdminFormMeta) => `${meta.id}-required`;

/**
 * Everything a field's control and frame need, from its name alone: the id its label points
 * at, its error (or, under a RequiredSummary, that it is missing), whether it is required
 * (from the schema unless `required` says otherwise) and the control's aria wiring.
 */
export function useFieldBinding(name: string, { hint, required }: { hint: boolean; required?: boolean }) {
  const meta = useAdminFormMeta();
  const { register, control, getFieldState } = useFormContext<FieldValues>();
  const message = getFieldState(name, useFormState({ control, name })).error?.message;
  const inputId = fieldId(meta, name);
  const missing = meta.requiredMessage !== undefined && message === meta.requiredMessage;
  const error = missing ? undefined : message;
  return {
    name,
    inputId,
    error,
    required: required ?? isRequiredBySchema(meta.schema, name),
    aria: fieldAria(inputId, { hint, error, missing, summaryId: requiredSummaryId(meta) }),
    register,
    control,
  };
}

export type FieldBinding = ReturnType<typeof useFieldBinding>;
