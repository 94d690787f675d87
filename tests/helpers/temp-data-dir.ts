import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Points DATA_DIR at a fresh folder; call before anything reads the environment. */
export function pointDataDirAtTempFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  process.env.DATA_DIR = dir;
  return dir;
}
