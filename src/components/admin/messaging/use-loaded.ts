'use client';
import { useEffect, useState } from 'react';
import { settle } from '@/components/settle-action';
import type { ActionResult } from '@/server/action';

export type Loaded<Data> = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'loaded'; data: Data };

const FAILED = 'Could not load the messages. Check your connection and try again.';

/**
 * A read action's answer for a panel of a dialog, asked when the panel shows and again when its input
 * changes (another order opened in the same dialog). `input` is compared by its JSON.
 */
export function useLoaded<Input, Data>(action: (input: Input) => Promise<ActionResult<Data>>, input: Input): Loaded<Data> {
  const key = JSON.stringify(input);
  const [state, setState] = useState<{ key: string; loaded: Loaded<Data> } | null>(null);
  useEffect(() => {
    let current = true;
    void settle(action, JSON.parse(key) as Input, FAILED).then((answer) => {
      if (current) setState({ key, loaded: answer.ok ? { status: 'loaded', data: answer.data } : { status: 'failed', error: answer.error } });
    });
    return () => {
      current = false;
    };
  }, [action, key]);
  // What was loaded for another input is not this one's.
  return state?.key === key ? state.loaded : { status: 'loading' };
}
