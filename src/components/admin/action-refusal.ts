import { toast } from 'sonner';
import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import type { ActionFailure } from '@/server/action';

/**
 * A refused save: the wrapper's own field errors, or those an ActionError carries in `details`, or the
 * one field an ActionError names (`details.field`, its message the refusal's: a wrong password).
 */
type Refusal = ActionFailure<{ fieldErrors?: Partial<Record<string, string[]>>; field?: string } | undefined>;

export type RefusalOptions<Field extends string> = {
  /** The form's fields in the order they are shown: the first refused one gets focus. */
  fields: readonly Field[];
  /** Refused fields that cannot take focus: the field focused in their place, or null to pass on to the next refused one. */
  focusInstead?: Partial<Record<Field, Field | null>>;
  /**
   * The toast's title, as docs/product.md words it for this screen; a function of the message when
   * the screen says both in one line ('Error updating hero media: ...').
   */
  title: string | ((message: string) => string);
  /** The toast's text when the call never answered or the server gave no message. */
  failed?: string;
  /** The toast shows even when the refusal is marked at fields (the customer and refund forms). */
  alwaysToast?: boolean;
};

/** The server's first message for a field; an item's own ('images.3') counts as its list's. */
function messageFor(fieldErrors: Partial<Record<string, string[]>>, field: string) {
  const key = Object.keys(fieldErrors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? fieldErrors[key]?.[0] : undefined;
}

/**
 * What an admin form does when its save is refused: each message the server gives for a field
 * of the form is shown at that field and the first of them that can take focus gets it; otherwise (or always,
 * see `alwaysToast`) a toast says why. `refusal` null: the call itself failed (it threw, e.g. the
 * connection dropped), so the toast shows `failed`.
 */
export function showActionRefusal<Values extends FieldValues>(
  refusal: Refusal | null,
  form: { setError: UseFormSetError<Values>; setFocus: UseFormSetFocus<Values> },
  { fields, focusInstead, title, failed, alwaysToast = false }: RefusalOptions<FieldPath<Values>>,
) {
  const named = refusal?.details?.field;
  const fieldErrors = { ...refusal?.fieldErrors, ...refusal?.details?.fieldErrors, ...(named ? { [named]: [refusal.error] } : {}) };
  const invalid = fields.filter((field) => messageFor(fieldErrors, field));
  for (const field of invalid) form.setError(field, { message: messageFor(fieldErrors, field) });

  const focusTarget = invalid.map((field) => (focusInstead?.[field] === undefined ? field : focusInstead[field])).find(Boolean);
  if (focusTarget) form.setFocus(focusTarget);

  if (invalid.length > 0 && !alwaysToast) return;
  const message = refusal?.error || failed;
  if (typeof title === 'function') {
    toast.error(title(message ?? ''));
    return;
  }
  // A message that only repeats the title ('Error saving slide') is not said twice.
  toast.error(title, { description: message === title ? undefined : message });
}
