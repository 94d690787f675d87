import 'server-only';
import { z } from 'zod';
import { logger } from '@/server/logger';
import { AccessDeniedError, type SessionUser, type StaffUser } from '@/server/request-context';
import { withAuditActor } from '@/server/audit/audit-actor';
import { ActionError } from '@/server/action-error';
import { refreshAfter, type PageRefresh, type PublicPages } from '@/server/storefront-cache';

// The one wrapper every server action goes through (docs/architecture.md section 3): it validates the
// input with the action's zod schema, runs the action's own authorize step (requireUser, or
// permitted('<permission>') for a staff action), logs what went wrong and returns a typed result. A staff
// action runs as its actor for the activity log (src/server/audit/audit-actor.ts). An action whose write
// shoppers can see declares it (`refreshes`), and the wrapper empties the storefront's kept pages once
// the run has resolved (src/server/storefront-cache.ts).
// An action never throws to the browser: the shopper or admin always gets a message.

export type ActionErrorCode = 'invalid' | 'signed-out' | 'not-admin' | 'forbidden' | 'two-factor-required' | 'rejected' | 'failed';

export type ActionFailure<Details = undefined> = {
  ok: false;
  code: ActionErrorCode;
  error: string;
  fieldErrors?: Record<string, string[]>;
  details?: Details;
};

export type ActionResult<Data, Details = undefined> = { ok: true; data: Data } | ActionFailure<Details>;

type ActionOptions<Schema extends z.ZodType, Actor> = {
  /** For the logs. */
  name: string;
  schema: Schema;
  /** requireUser, permitted('<permission>'), or a function returning null for public actions. */
  authorize: () => Promise<Actor>;
  /** Shown when something unexpected fails (the product's fallback messages). */
  fallbackError: string;
  /**
   * The public pages this action's write changes: emptied from the page cache after the run resolved
   * (its transaction committed), never after a refusal or a failure. A run that changed nothing shown
   * this time calls `refresh.unchanged()`.
   */
  refreshes?: PublicPages;
};

export function defineAction<Schema extends z.ZodType, Actor extends SessionUser | null, Data, Details = undefined>(
  options: ActionOptions<Schema, Actor>,
  run: (input: z.output<Schema>, actor: Actor, refresh: PageRefresh) => Promise<Data>,
): (input: z.input<Schema>) => Promise<ActionResult<Data, Details>> {
  return async (input) => {
    try {
      // Authorize first: an outsider learns nothing, not even which fields are wrong.
      const actor = await options.authorize();
      const parsed = options.schema.safeParse(input);
      if (!parsed.success) return invalid(parsed.error);
      const data = await refreshAfter(options.refreshes, (refresh) =>
        actor?.role ? withAuditActor({ kind: 'staff', user: actor as StaffUser }, () => run(parsed.data, actor, refresh)) : run(parsed.data, actor, refresh),
      );
      return { ok: true, data };
    } catch (error) {
      if (error instanceof AccessDeniedError) return { ok: false, code: error.reason, error: error.message };
      if (error instanceof ActionError) {
        return { ok: false, code: 'rejected', error: error.message, details: error.details as Details };
      }
      logger.error({ err: error, action: options.name }, 'Action failed');
      return { ok: false, code: 'failed', error: options.fallbackError };
    }
  };
}

function invalid(error: z.ZodError): ActionFailure<never> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { ok: false, code: 'invalid', error: error.issues[0]?.message ?? 'Invalid input.', fieldErrors };
}

