import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { openPglite } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { categories } from '@/server/db/schema';
import { acquireDataDirLock } from '../../scripts/lib/data-dir-lock';

// Every migration from an empty data directory, on disk: 10-35 s on a busy two-core machine.
const FROM_EMPTY_MS = 120_000;

describe('the embedded database in DATA_DIR', () => {
  it('keeps its data when the process closes it and opens it again', { timeout: FROM_EMPTY_MS }, async () => {
    const dataDir = pointDataDirAtTempFolder();
    const first = openPglite(dataDir);
    await migrateDatabase(first);
    await first.db.insert(categories).values({ name: 'Curtains', slug: 'curtains' });
    await first.close();

    const second = openPglite(dataDir);
    await migrateDatabase(second); // a restart migrates again: nothing to do
    const rows = await second.db.select().from(categories).where(eq(categories.slug, 'curtains'));
    expect(rows).toHaveLength(1);
    await second.close();
  });

  it('is locked against a second process while one holds it', () => {
    const dataDir = pointDataDirAtTempFolder();
    acquireDataDirLock(dataDir);
    const other = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', '-e', `require('./scripts/lib/data-dir-lock').acquireDataDirLock(${JSON.stringify(dataDir)})`],
      { encoding: 'utf8' },
    );
    expect(other.status).not.toBe(0);
    expect(other.stderr).toContain(`Another store process (pid ${process.pid}) is already using DATA_DIR ${dataDir}`);
  });
});
