import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './fail';

// The embedded database (PGlite) may be opened by one process only: a second one would
// corrupt it. The process that owns $DATA_DIR writes its pid into this file; its child
// processes (the set-up step) are told the owner's pid through STORE_LOCK_OWNER.

const LOCK_FILE = 'store.lock';

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string) {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return NaN;
  }
}

export function acquireDataDirLock(dataDir: string) {
  const file = path.join(dataDir, LOCK_FILE);
  const allowed = new Set([process.pid, Number(process.env.STORE_LOCK_OWNER)]);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      process.on('exit', () => {
        if (readOwner(file) === process.pid) rmSync(file, { force: true });
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (allowed.has(owner)) return;
    if (Number.isFinite(owner) && isAlive(owner)) {
      throw new StartupError(
        `Another store process (pid ${owner}) is already using DATA_DIR ${dataDir}. ` +
          'Stop it first, or give this one its own DATA_DIR.',
      );
    }
    rmSync(file, { force: true }); // left behind by a process that died
  }
  throw new StartupError(`Could not lock DATA_DIR ${dataDir}: remove ${file} if no store is running.`);
}
