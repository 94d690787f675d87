'use client';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { fieldErrorsOf } from '@/components/use-action';
import { fieldAria } from '@/components/ui/field-messages';
import { useHydrated } from './use-hydrated';

// The storefront's way to write a form (docs/decisions/0079-one-way-to-write-a-form.md). The values live
// in React state and are checked by `check`, a function the server runs too (a zod schema through
// zodCheck, or a plain rule list where the page is on the script budget): no form library ships.
//   const form = useStoreForm({ email: '' }, contactCheck);
//   <StoreForm form={form} onSubmit={async (values) => …}><StoreTextField form={form} name="email" label="Email" /></StoreForm>

export type FormValues = Record<string, unknown>;
/** Each field's first problem, in the product's words; an empty object when the form may be sent. */
type Name<V> = Extract<keyof V, string>;
/** A field's name: a value's, or a path into one held as an object (`business.name`). */
export type FieldName<V> = Name<V> | `${Name<V>}.${string}`;
export type FieldErrors<V extends FormValues> = Partial<Record<FieldName<V>, string>>;
export type Check<V extends FormValues> = (values: V) => FieldErrors<V>;

/** The ids of the fields the form shows, in screen order (`data-field`), so the first refused one takes the focus. */
function fieldsOnScreen(formId: string) {
  // One element may stand for several fields (a business's name and TIN): their names, space-separated.
  return [...(document.getElementById(formId)?.querySelectorAll<HTMLElement>('[data-field]') ?? [])].flatMap((node) => (node.dataset.field ?? '').split(' '));
}

export function useStoreForm<V extends FormValues>(initial: V, check: Check<V>) {
  const id = useId();
  const formId = `${id}-form`;
  const hydrated = useHydrated();
  const [values, setValues] = useState(initial);
  // What was typed last, for a change and a press in the same moment (state shows it a render later).
  const latest = useRef(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  // After the first attempt to send, each field is checked again as it changes.
  const attempted = useRef(false);
  // A second press while the first is being sent is the same press.
  const sending = useRef(false);

  const fieldId = (name: FieldName<V>) => `${id}-${name.replaceAll('.', '-')}`;

  // What was typed before the page's scripts ran (a slow phone) stays in the fields, but the state still
  // holds what the server drew and the next render would write it back: read once as the page comes
  // alive. A press of the button made meanwhile is held and replayed after this, so it sends what was
  // typed (docs/decisions/0026-every-first-tap-answers.md).
  useLayoutEffect(() => {
    const typed: Partial<V> = {};
    for (const [name, value] of Object.entries(initial)) {
      // Only a text control holds typing: a group of choices (a fieldset) has no value of its own.
      const control = document.getElementById(fieldId(name as Name<V>));
      const typedValue = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement ? control.value : null;
      if (typeof value === 'string' && typedValue !== null && typedValue !== value) typed[name as Name<V>] = typedValue as V[Name<V>];
    }
    if (Object.keys(typed).length === 0) return;
    latest.current = { ...latest.current, ...typed };
    setValues(latest.current);
    // Once, as the page comes alive: later typing goes through each field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function focusFirst(found: FieldErrors<V>) {
    const first = fieldsOnScreen(formId).find((name) => found[name as FieldName<V>]);
    if (!first) return false;
    // A frame later: the render that shows the message may first reveal the field (a closed section).
    requestAnimationFrame(() => document.getElementById(fieldId(first as FieldName<V>))?.focus());
    return true;
  }

  function set<K extends Name<V>>(name: K, value: V[K]) {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (!attempted.current) return;
    // The value's own message and those of paths into it (`business` holds `business.name`).
    const found = check(next);
    setErrors((shown) => {
      const updated: Record<string, string | undefined> = { ...shown };
      for (const key of new Set([...Object.keys(shown), ...Object.keys(found)])) {
        if (key === name || key.startsWith(`${name}.`)) updated[key] = found[key as FieldName<V>];
      }
      return updated as FieldErrors<V>;
    });
  }

  /** Back to `next` (or the first values), no message shown: after a save that clears the form. */
  function reset(next: V = initial) {
    attempted.current = false;
    latest.current = next;
    setValues(next);
    setErrors({});
  }

  /**
   * A refusal from the server: its field errors (the action's own or an ActionError's details) at the
   * fields the form shows, the first focused. False when it named none of them, so the caller shows a toast.
   */
  function refuse(answer: unknown) {
    const shown = fieldsOnScreen(formId);
    const found: FieldErrors<V> = {};
    // A refusal about one field names it (a wrong password: `details.field`) with its message as the error.
    const named = answer as { error?: string; details?: { field?: string } } | null;
    const one = named?.details?.field && named.error ? { [named.details.field]: [named.error] } : {};
    for (const [name, messages] of Object.entries({ ...one, ...fieldErrorsOf(answer) })) {
      if (shown.includes(name) && messages[0]) found[name as FieldName<V>] = messages[0];
    }
    setErrors((current) => ({ ...current, ...found }));
    return focusFirst(found);
  }

  /** The submit handler: checks every field, focuses the first refused one, else sends. */
  function handleSubmit(send: (values: V) => Promise<void>) {
    return async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current) return;
      const found = check(latest.current);
      attempted.current = true;
      setErrors(found);
      if (focusFirst(found) || Object.values(found).some(Boolean)) return;
      sending.current = true;
      setSubmitting(true);
      try {
        await send(latest.current);
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    };
  }

  /** What a text control needs from its name: id, value, change handler and aria wiring. */
  function field<K extends Name<V>>(name: K, { hint = false }: { hint?: boolean } = {}) {
    const error = errors[name];
    return {
      id: fieldId(name),
      name,
      value: String(values[name] ?? ''),
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(name, event.target.value as V[K]),
      ...fieldAria(fieldId(name), { hint, error }),
    };
  }

  return { formId, hydrated, values, errors, submitting, fieldId, field, set, reset, refuse, handleSubmit, setErrors };
}

export type StoreFormApi<V extends FormValues> = ReturnType<typeof useStoreForm<V>>;
