import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { Header, type HeaderData } from 'tar';

// A .tar.gz written header by header, so a test can hold entries no honest archiver would write
// (links out of the folder, absolute paths, `..`, devices) to attack a restore with.

export type CraftedEntry = { path: string; type: NonNullable<HeaderData['type']>; linkpath?: string; body?: string };

const BLOCK = 512;

export function writeCraftedTarGz(file: string, entries: CraftedEntry[]) {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = Buffer.alloc(BLOCK);
    new Header({ path: entry.path, type: entry.type, linkpath: entry.linkpath, size: body.length, mode: 0o644, mtime: new Date(), uid: 0, gid: 0 }).encode(header);
    blocks.push(header, body, Buffer.alloc((BLOCK - (body.length % BLOCK)) % BLOCK));
  }
  blocks.push(Buffer.alloc(2 * BLOCK)); // the end-of-archive marker
  writeFileSync(file, gzipSync(Buffer.concat(blocks)));
}
