import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOnce } from '../../scripts/lib/read-once';

describe('readOnce', () => {
  it('reads a file of its folder once and keeps it, and answers null for a missing one', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'read-once-'));
    try {
      writeFileSync(path.join(folder, 'a.css'), 'first');
      const read = readOnce(path.relative(process.cwd(), folder));
      expect(read('a.css')).toBe('first');
      writeFileSync(path.join(folder, 'a.css'), 'second');
      expect(read('/a.css')).toBe('second'); // another key: read afresh
      expect(read('a.css')).toBe('first'); // kept
      expect(read('missing.css')).toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
