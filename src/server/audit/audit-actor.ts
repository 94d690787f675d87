import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SessionUser, StaffUser } from '@/server/request-context';

// Who a row of the activity log names. Server actions run inside withAuditActor (src/server/action.ts),
// so an action's own code records its change without passing the actor along; route handlers, the
// admin commands and the shop's own jobs name theirs explicitly.

export type AuditActor =
  | { kind: 'staff'; user: StaffUser }
  | { kind: 'user'; user: SessionUser }
  | { kind: 'system' }
  | { kind: 'command'; name: string };

export const SYSTEM_ACTOR: AuditActor = { kind: 'system' };

const currentActor = new AsyncLocalStorage<AuditActor>();

export function withAuditActor<T>(actor: AuditActor, run: () => Promise<T>): Promise<T> {
  return currentActor.run(actor, run);
}

/** The actor of the action running now; the shop itself when none is (a job, a webhook). */
export function auditActorNow(): AuditActor {
  return currentActor.getStore() ?? SYSTEM_ACTOR;
}

/** The name a history row keeps for the actor running now: the member of staff or the command; null for the shop itself. */
export function actorNameNow(): string | null {
  const actor = auditActorNow();
  return actor.kind === 'staff' ? actor.user.name : actor.kind === 'command' ? actor.name : null;
}

export function staffActor(user: StaffUser): AuditActor {
  return { kind: 'staff', user };
}
