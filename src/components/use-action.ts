'use client';
import { useCallback, useState } from 'react';
import { settle, type Answer, type Failed, type Refusal } from './settle-action';

// The one way a component calls a server action (docs/architecture.md section 3):
//   const { run, pending } = useAction(toast);
//   const result = await run(saveFaqAction, values, { failed: 'Failed to save', success: 'FAQ saved', refused: 'Error' });
// `run` never throws: a call that never answers (the connection dropped, the server went away) comes
// back as a failed result carrying `failed`, so a screen handles one shape. It shows the success or
// refusal toast it is told to, puts the refusal's field errors on the fields it is given, and
// `pending` is true while a call is under way. It holds no library: storefront islands ship it
// (docs/decisions/0020-storefront-forms-without-form-libraries.md). The toasts are the caller's:
// sonner's `toast` in the back office, src/components/store/toast.ts (sonner on demand) in the shop.

type Success<R> = Extract<R, { ok: true }>;

/** How a screen shows a toast. */
export type Toaster = {
  success(message: string, data?: { description?: string }): unknown;
  error(message: string, data?: { description?: string }): unknown;
};

/** A toast's words: its title, or its title and description. */
export type Notice = string | { title: string; description?: string };

/** Where a refusal's field errors go: a react-hook-form form, or a hand form's own error state. */
export type FieldErrorSink = {
  /** The fields shown, in screen order: only these take a message. */
  fields: readonly string[];
  setError(field: string, error: { message: string }): void;
};

export type RunOptions<R extends Answer> = {
  /**
   * The answer when the call never answered: a message (a failure with code 'failed'), or the
   * action's own failed answer (the read actions that do not go through defineAction).
   */
  failed?: Failed<R>;
  /** The toast a success shows. */
  success?: Notice | ((answer: Success<R>) => Notice | undefined);
  /** The toast a refusal shows: a title (the server's message is its description), or the words. */
  refused?: string | ((answer: Refusal<R>) => Notice | undefined);
  /** Puts the refusal's field errors (its own or those an ActionError carries in `details`) on fields. */
  fieldErrors?: FieldErrorSink;
};

/** A refusal's field errors: the wrapper's (`fieldErrors`) and an ActionError's (`details.fieldErrors`). */
export function fieldErrorsOf(answer: unknown): Record<string, string[]> {
  const refusal = answer as { fieldErrors?: Record<string, string[]>; details?: { fieldErrors?: Record<string, string[]> } } | null;
  return { ...refusal?.fieldErrors, ...refusal?.details?.fieldErrors };
}

function say(notify: Toaster['success'], notice: Notice | undefined) {
  if (notice === undefined) return;
  if (typeof notice === 'string') notify(notice);
  else notify(notice.title, notice.description === undefined ? undefined : { description: notice.description });
}

/** Shows what an answer says, as `options` ask: the success or refusal toast, the field errors at their fields. */
export function report<R extends Answer>(answer: R, options: RunOptions<R>, toast?: Toaster) {
  if (answer.ok) {
    const { success } = options;
    if (toast) say(toast.success, typeof success === 'function' ? success(answer as Success<R>) : success);
    return;
  }
  const refusal = answer as Refusal<R>;
  if (options.fieldErrors) {
    const errors = fieldErrorsOf(refusal);
    for (const field of options.fieldErrors.fields) {
      const message = errors[field]?.[0];
      if (message) options.fieldErrors.setError(field, { message });
    }
  }
  const { refused } = options;
  if (toast && refused !== undefined) {
    const error = (refusal as { error?: string }).error;
    say(toast.error, typeof refused === 'string' ? { title: refused, description: error } : refused(refusal));
  }
}

/** `run(action, input, options)` and `pending`; `toast` shows the success and refusal toasts `options` ask for. */
export function useAction(toast?: Toaster) {
  const [running, setRunning] = useState(0);

  const run = useCallback(
    async <Input, R extends Answer>(action: (input: Input) => Promise<R>, input: Input, options: RunOptions<R> = {}): Promise<R> => {
      setRunning((count) => count + 1);
      let answer: R;
      try {
        answer = await settle(action, input, options.failed);
      } finally {
        setRunning((count) => count - 1);
      }
      report(answer, options, toast);
      return answer;
    },
    [toast],
  );

  return { run, pending: running > 0 };
}
