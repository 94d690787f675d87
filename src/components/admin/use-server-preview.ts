'use client';
import { useState } from 'react';
import { settle } from '@/components/settle-action';
import { useDebounced } from '@/components/use-debounced';
import { fieldErrorsOf } from '@/components/use-action';

type Result<Output> = { ok: true; data: Output } | { ok: false; error: string };
type Answer<Output> = { asked: string; data: Output | null; error: string | null; fieldErrors: Record<string, string[]> };

const ASK_AFTER_MS = 250;

/**
 * What the server says `input` comes to (a sale's or a draft's price), asked a moment after the last
 * change, or when `round` changes (a refused save may have met a new price). While a new answer is on
 * its way the last one stays on screen, with `pending` true. `input` null asks nothing.
 */
export function useServerPreview<Input, Output>(action: (input: Input) => Promise<Result<Output>>, input: Input | null, round: number, failed: string) {
  const asked = input === null ? null : JSON.stringify({ input, round });
  const [answer, setAnswer] = useState<Answer<Output> | null>(null);
  const [last, setLast] = useState<Output | null>(null);

  useDebounced(asked, ASK_AFTER_MS, async (question, stale) => {
    const { input: wanted } = JSON.parse(question) as { input: Input };
    const result = await settle(action, wanted, failed);
    if (stale.aborted) return;
    if (result.ok) {
      setAnswer({ asked: question, data: result.data, error: null, fieldErrors: {} });
      setLast(result.data);
    } else setAnswer({ asked: question, data: null, error: result.error, fieldErrors: fieldErrorsOf(result) });
  });

  const answered = asked !== null && answer?.asked === asked ? answer : null;
  return {
    /** The answer for the input as it is now; null while asking or when it was refused. */
    data: answered?.data ?? null,
    /** The last answer the server gave, to show while the next is on its way. */
    shown: asked === null ? null : (answered?.data ?? (answered ? null : last)),
    pending: asked !== null && answered === null,
    error: answered?.error ?? null,
    fieldErrors: answered?.fieldErrors ?? {},
  };
}
