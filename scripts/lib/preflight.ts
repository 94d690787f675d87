import { chmodSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { StartupError } from './fail';

export function checkPort(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StartupError(`PORT must be a number between 1 and 65535, got "${value}".`);
  }
  return port;
}

/** How long a rendered storefront page may be served from memory; 0 turns the cache off. */
export function checkPageCacheSeconds(value: string | undefined): number {
  const seconds = Number(value ?? 60);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new StartupError(`PAGE_CACHE_SECONDS must be a whole number of seconds (0 turns the page cache off), got "${value}".`);
  }
  return seconds;
}

/**
 * Everything the shop writes (database, uploads, mail outbox, secrets) is for its own user
 * alone: files 0600, folders 0700 (docs/security.md). Set first thing in every entry point
 * that writes into DATA_DIR; child processes inherit it.
 */
export function keepFilesPrivate() {
  process.umask(0o077);
}

export function ensureWritableDataDir(dataDir: string) {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // A folder made earlier (or by hand) with looser rights is tightened, if it is ours to change.
    if (statSync(dataDir).uid === process.getuid?.()) chmodSync(dataDir, 0o700);
    const probe = path.join(dataDir, `.write-check-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(`DATA_DIR ${dataDir} is not writable (${code}). Point DATA_DIR at a folder this user can write.`);
  }
}

/** Fails fast, before a long build, when something already listens on the port. */
export function ensurePortFree(port: number) {
  return new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(`Port ${port} is already in use. Stop what runs there or start with PORT=<another port>.`)
          : error,
      );
    });
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/**
 * On PostgreSQL the shop may run as several instances (docs/architecture.md section 8): they must
 * sign sessions with one secret, or a shopper signed in on one is a stranger to the next. A secret
 * generated into one instance's DATA_DIR cannot be shared, so it is refused outright.
 */
export function ensureSharedSecret(env: NodeJS.ProcessEnv) {
  if (env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
    throw new StartupError(
      'DATABASE_URL is set but BETTER_AUTH_SECRET is not. Every instance on a shared database must sign sessions with the same secret: ' +
        'set BETTER_AUTH_SECRET (32 characters or more, e.g. the output of `openssl rand -base64 32`) on each of them.',
    );
  }
}

/** Uploads on one instance's disk are missing on every other instance: say so loudly. */
export function uploadWarnings(env: NodeJS.ProcessEnv): string[] {
  if (!env.DATABASE_URL || env.S3_ENDPOINT) return [];
  return [
    `⚠ Uploads are stored on this machine's disk (${path.join(env.DATA_DIR ?? './data', 'uploads')}). With a second instance, images uploaded here will be missing there: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`,
  ];
}
