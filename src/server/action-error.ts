import 'server-only';

/**
 * A refusal the user should read as it is (stock ran out, a limit was reached, ...): the
 * action wrapper (action.ts) passes its message and details to the browser. Kept apart
 * from the wrapper so domain code can throw it without loading the session machinery.
 */
export class ActionError<Details = undefined> extends Error {
  constructor(
    message: string,
    readonly details?: Details,
  ) {
    super(message);
    this.name = 'ActionError';
  }
}
