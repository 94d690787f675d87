import { sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { logger } from '@/server/logger';

export const dynamic = 'force-dynamic';

const DATABASE_TIMEOUT_MS = 3000;

/** 200 {"status":"ok"} when the database answers, 503 otherwise (docs/architecture.md section 1). */
export async function GET() {
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS)),
    ]);
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logger.error({ err: error }, 'health check: database unavailable');
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
