import 'server-only';
import { APIError } from 'better-auth/api';
import { hasControlCharacter } from '@/lib/text';
import type { HookContext } from './hook-context';

// Better Auth's endpoints take their own JSON bodies, not our schemas (src/lib/schemas/fields.ts),
// so a NUL in an email or a name would reach the database and fail there (PostgreSQL refuses it in
// text: a 500). hooks.before refuses any such text first. Passwords are left exactly as typed:
// they are only ever hashed. docs/security.md, "Input".

const AS_TYPED = new Set(['password', 'newPassword', 'currentPassword']);

/** hooks.before: a 400 for a body whose text (a password aside) holds a control character. */
export function refuseControlCharacters(ctx: HookContext) {
  const body = ctx.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return;
  const broken = Object.entries(body).some(([field, value]) => !AS_TYPED.has(field) && typeof value === 'string' && hasControlCharacter(value));
  if (broken) {
    throw new APIError('BAD_REQUEST', {
      code: 'CONTROL_CHARACTER',
      message: 'The form holds a character that cannot be used (an invisible control character). Type it again and retry.',
    });
  }
}
