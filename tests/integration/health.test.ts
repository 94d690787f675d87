import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { openPostgres, installDatabase } from '@/server/db/client';
import { GET } from '@/app/api/health/route';
import { users } from '@/server/db/schema';

pointDataDirAtTempFolder();

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  // The first query opens the embedded database from its snapshot, which can take longer than the
  // health check's 3 s on a busy machine: the test asks an open database, as a running store's check does.
  await database.handle.db.select({ id: users.id }).from(users).limit(1);
});
afterAll(() => database.dispose());

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const unreachable = openPostgres('postgres://nobody@127.0.0.1:1/nowhere', 1);
    installDatabase(unreachable);
    try {
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await unreachable.close();
      installDatabase(database.handle);
    }
  });
});
