import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Reads a file as text; null if it is not there. */
export type ReadText = (relativePath: string) => string | null;

/**
 * Reads files of one folder (relative to the working directory) once each and keeps them: the files a
 * finished page takes in (scripts/lib/first-paint.ts) come from the build and do not change while it serves.
 */
export function readOnce(folder: string): ReadText {
  const kept = new Map<string, string | null>();
  return (relativePath) => {
    if (!kept.has(relativePath)) {
      try {
        kept.set(relativePath, readFileSync(path.join(process.cwd(), folder, relativePath), 'utf8'));
      } catch {
        kept.set(relativePath, null);
      }
    }
    return kept.get(relativePath)!;
  };
}
