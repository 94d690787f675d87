import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `directory`, at any depth, as full paths. */
export function* walk(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
