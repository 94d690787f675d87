'use client';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

const LIVE = 'live';

/**
 * Messages the server gives for a form's fields while staff type, before any save (a draft's price
 * preview refusing a discount that is no amount): each shown at its field when the form shows that
 * field, and taken away once the server no longer gives it. The schema's check on submit and a save's
 * refusal put their own messages over them.
 */
export function useLiveFieldMessages<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'clearErrors' | 'getFieldState'> & { fieldsInScreenOrder: () => FieldPath<Values>[] },
  messages: Readonly<Record<string, readonly string[]>>,
) {
  const shown = useRef<FieldPath<Values>[]>([]);
  const show = useEffectEvent(() => {
    for (const name of shown.current) if (form.getFieldState(name).error?.type === LIVE) form.clearErrors(name);
    shown.current = form.fieldsInScreenOrder().filter((name) => messages[name]?.[0]);
    for (const name of shown.current) form.setError(name, { type: LIVE, message: messages[name]![0] });
  });
  const said = JSON.stringify(messages);
  useEffect(() => show(), [said]);
}
