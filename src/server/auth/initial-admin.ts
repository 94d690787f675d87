import 'server-only';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { userRoles } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { ensureAdmin } from './admins';

// A store that starts with no admin at all (no ADMIN_EMAIL, no admin:create yet) gets
// one, with a random password kept in $DATA_DIR/initial-admin.json (mode 600) and printed
// at each start, so whoever installed it can sign in to /admin straight away.

const INITIAL_ADMIN_EMAIL = 'admin@store.local';
const credentialsSchema = z.object({ email: z.string(), password: z.string() });

function credentialsFile() {
  return path.join(getEnv().dataDir, 'initial-admin.json');
}

function readSavedCredentials() {
  try {
    return credentialsSchema.parse(JSON.parse(readFileSync(credentialsFile(), 'utf8')));
  } catch {
    return null;
  }
}

export async function ensureInitialAdmin(): Promise<{ email: string; password?: string; source: string } | null> {
  const saved = readSavedCredentials();
  const [anyAdmin] = await db.select({ userId: userRoles.userId }).from(userRoles).limit(1);
  if (anyAdmin) return saved ? { ...saved, source: 'initial' } : null;

  const password = randomBytes(9).toString('base64url');
  await ensureAdmin(INITIAL_ADMIN_EMAIL, password);
  writeFileSync(credentialsFile(), JSON.stringify({ email: INITIAL_ADMIN_EMAIL, password }), { mode: 0o600 });
  return { email: INITIAL_ADMIN_EMAIL, password, source: 'initial' };
}
