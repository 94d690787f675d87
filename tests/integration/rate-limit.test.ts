// @postgres: twenty uses of one key at once: the counter's upsert
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { consumeRateLimit } from '@/server/rate-limit';

// The shared counter behind every limit (src/server/rate-limit.ts), on PGlite and on PostgreSQL.

let database: TestDatabase;

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('consumeRateLimit', () => {
  it('counts a burst of first uses of a new key once each, without an error', async () => {
    for (let round = 0; round < 5; round += 1) {
      const key = `test-burst|${randomUUID()}`;
      const uses = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(key, { windowSeconds: 60, max: 5 })));
      expect(uses.map((use) => use.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(uses.filter((use) => use.allowed)).toHaveLength(5);
    }
  });
});
