import 'server-only';
import { createHmac } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '@/server/env';
import { RestoreRefused, type BackupManifest } from './archive';

// The auth secret and backups (docs/decisions/0015-backups.md). Better Auth encrypts each TOTP secret
// and backup code with the shop's auth secret, which lives outside the database: BETTER_AUTH_SECRET,
// or one generated into $DATA_DIR/auth-secret (src/server/auth/secret.ts). A restore under another
// secret would leave every staff member with two-factor unable to sign in, so the archive records a
// fingerprint of the secret (never the secret, unless asked to carry a generated one) and a restore
// refuses a target whose secret differs.

export type SecretEnv = Pick<Env, 'dataDir' | 'BETTER_AUTH_SECRET' | 'DATABASE_URL'>;

/** The file src/server/auth/secret.ts generates the secret into. */
const GENERATED_SECRET_FILE = 'auth-secret';

/** An HMAC of a fixed label keyed with the secret: it tells two secrets apart and gives nothing of them away. */
export function secretFingerprint(secret: string) {
  return createHmac('sha256', secret).update('adire-living backup: auth secret fingerprint 1').digest('hex');
}

/**
 * The secret the shop on this environment signs and encrypts with, as src/server/auth/secret.ts finds
 * it, without generating one. A shared database takes it from the environment only (scripts/lib/preflight.ts).
 */
export async function configuredSecret(env: SecretEnv): Promise<{ secret: string; generated: boolean } | null> {
  if (env.BETTER_AUTH_SECRET) return { secret: env.BETTER_AUTH_SECRET, generated: false };
  if (env.DATABASE_URL) return null;
  try {
    return { secret: (await readFile(generatedSecretFile(env), 'utf8')).trim(), generated: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export const generatedSecretFile = (env: Pick<Env, 'dataDir'>) => path.join(env.dataDir, GENERATED_SECRET_FILE);

/** Written as secret.ts writes it: private to the shop's user, never over an existing one. */
export async function installGeneratedSecret(env: Pick<Env, 'dataDir'>, secret: string) {
  await mkdir(env.dataDir, { recursive: true, mode: 0o700 });
  await writeFile(generatedSecretFile(env), secret, { flag: 'wx', mode: 0o600 });
}

const HOW_TO_SET =
  "set BETTER_AUTH_SECRET to the backed-up shop's secret (its own BETTER_AUTH_SECRET, or the content of its $DATA_DIR/auth-secret)";
const HOW_TO_CARRY = 'or make the backup again with `npm run backup -- FILE --include-secret` and restore that into a DATA_DIR without a secret';
const HOW_TO_FORGET = 'If that secret is lost, `npm run restore -- FILE --forget-two-factor` restores without two-factor set-ups (staff sign in with their password and enrol again).';

/**
 * What the restore must do about the secret: nothing (null), or install the archive's generated secret.
 * Refuses, before anything is written, when staff two-factor set-ups would not decrypt under the target's secret.
 */
export function secretToInstall(manifest: BackupManifest, carried: string | null, target: { secret: string; generated: boolean } | null, env: SecretEnv) {
  const recorded = manifest.authSecret;
  // An older archive, or one whose secret the backup did not know: nothing to check against.
  if (!recorded) return null;
  if (carried !== null && secretFingerprint(carried) !== recorded.fingerprint) throw new RestoreRefused("The archive's auth-secret is not the one its manifest names: the archive is damaged.");
  const locksOut = (manifest.tables.two_factors ?? 0) > 0;
  if (target) {
    if (secretFingerprint(target.secret) === recorded.fingerprint || !locksOut) return null;
    const where = target.generated ? `the one generated in ${generatedSecretFile(env)}` : "this environment's BETTER_AUTH_SECRET";
    throw refusal(`This backup's two-factor set-ups are encrypted with another auth secret than ${where}.`, target.generated ? `${HOW_TO_SET}, ${HOW_TO_CARRY} (remove ${generatedSecretFile(env)} first)` : HOW_TO_SET);
  }
  if (carried && !env.DATABASE_URL) return carried;
  if (!locksOut) return null;
  if (env.DATABASE_URL) throw refusal('A shop on a shared database takes its auth secret from the environment, and BETTER_AUTH_SECRET is not set.', HOW_TO_SET);
  throw refusal("This backup's two-factor set-ups are encrypted with the backed-up shop's auth secret, which the archive does not carry.", `${HOW_TO_SET}, ${HOW_TO_CARRY}`);
}

function refusal(problem: string, fix: string) {
  return new RestoreRefused(`${problem} Restored, every staff member with two-factor would be locked out. Nothing was restored: ${fix}. ${HOW_TO_FORGET}`);
}
