// The first step of useAction (src/components/use-action.ts), in a file of its own: an action's answer,
// where a call that never answered (the connection dropped, the server went away) becomes a failed
// answer. A component in a storefront page's first load that shows no toast and no field error (the
// header's search dialog, the cart's stock check) takes only this step: the rest of the hook would
// cost 0.4 KB of the page's 150 KB budget (docs/architecture.md section 7).

/** What an action answers: defineAction's ActionResult, or a read action's own `{ ok, ... }`. */
export type Answer = { ok: boolean };
export type Refusal<R> = Extract<R, { ok: false }>;

/** A message (a failure with code 'failed'), or the action's own failed answer. */
export type Failed<R extends Answer> = string | (() => Refusal<R>);

const FAILED = 'Something went wrong. Please try again.';

/** The action's answer; a call that never answered (it threw) becomes the `failed` answer. */
export async function settle<Input, R extends Answer>(action: (input: Input) => Promise<R>, input: Input, failed: Failed<R> = FAILED): Promise<R> {
  try {
    return await action(input);
  } catch {
    return (typeof failed === 'string' ? { ok: false, code: 'failed', error: failed } : failed()) as R;
  }
}
