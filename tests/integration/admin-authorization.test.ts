import { describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut, type TestCaller } from '../helpers/sessions';
import type { ActionRegistry, QueryRegistry } from './admin-authorization/_registry';
import { CUSTOMER_DATA_READS, NOT_CUSTOMER_DATA, customerOrder, type CustomerOrder } from './admin-authorization/_customer-data-reads';
import { db, queryRows } from '@/server/db/client';
import { websiteSettings } from '@/server/db/schema';
import { AccessDeniedError } from '@/server/auth/session';
import { storefrontVersion } from '@/lib/page-cache-version';
import { DELETE, POST } from '@/app/api/uploads/route';
import { GET as exportOrders } from '@/app/admin/orders/export/route';
import { GET as latestOrders } from '@/app/admin/orders/latest/route';
import { POST as uploadStagePhoto } from '@/app/api/orders/stage-photos/route';
import { insertOrder } from './admin-authorization/orders';
import { GET as quoteFile } from '@/app/admin/quotes/files/[fileId]/route';
import { insertQuoteFile } from './admin-authorization/quotes';

// Every admin action, admin query and admin route handler refuses a signed-out caller and a
// signed-in shopper, and accepts an admin. Nothing is listed by hand: the actions are every
// export of every 'use server' module under src/server/**/actions/, the queries every export
// of a src/server module that calls requireAdmin(), the routes every route.ts that does. Each
// action needs a valid input in a registry file (tests/integration/admin-authorization/<domain>.ts),
// so a new admin action without an entry fails here, by name.

// DATA_DIR must point at a temporary folder before anything reads the environment.
const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const ROOT = path.resolve(import.meta.dirname, '../..');
const REGISTRY_DIR = path.join(import.meta.dirname, 'admin-authorization');
const ORIGIN = 'http://localhost:3000';

// ---- discovery ----------------------------------------------------------------------------

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const sources = walk(path.join(ROOT, 'src'))
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file: relative(file), full: file, text: readFileSync(file, 'utf8') }));

/** The module starts with the 'use server' directive (comments may come before it). */
const isServerActionModule = (text: string) => /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*['"]use server['"]/.test(text);
const inActionsFolder = (file: string) => /^src\/server\/(?:.+\/)?actions\/[^/]+\.ts$/.test(file);
// Route handlers check through adminRouteRefusal (src/server/auth/admin-route.ts), which calls requireAdminFromHeaders.
const callsRequireAdmin = (text: string) =>
  /\b(?:requireAdmin(?:FromHeaders)?|adminRouteRefusal)\s*\(/.test(text) || /authorize:\s*requireAdmin\b/.test(text);

type Discovered = { name: string; file: string; fn: (...args: unknown[]) => Promise<unknown> };

async function exportedFunctions(files: { file: string; full: string }[]): Promise<Discovered[]> {
  const found: Discovered[] = [];
  for (const { file, full } of files) {
    const loaded = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(loaded)) {
      if (typeof value === 'function') found.push({ name, file, fn: value as Discovered['fn'] });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

const actionModules = sources.filter(({ file, text }) => inActionsFolder(file) && isServerActionModule(text));
const adminActions = await exportedFunctions(actionModules);

const queryModules = sources.filter(
  ({ file, text }) =>
    file.startsWith('src/server/') &&
    !inActionsFolder(file) &&
    !file.startsWith('src/server/auth/') &&
    file !== 'src/server/action.ts' &&
    !isServerActionModule(text) &&
    /\brequireAdmin\s*\(/.test(text),
);
const adminQueries = await exportedFunctions(queryModules);

// The admin route handlers and the methods each one answers; every one is exercised below.
const ADMIN_ROUTES: Record<string, string[]> = {
  'src/app/api/uploads/route.ts': ['DELETE', 'POST'],
  'src/app/admin/orders/export/route.ts': ['GET'],
  'src/app/admin/orders/latest/route.ts': ['GET'],
  'src/app/api/orders/stage-photos/route.ts': ['POST'],
  'src/app/admin/quotes/files/[fileId]/route.ts': ['GET'],
};

// The registries: every file in admin-authorization/ not starting with '_'.
const registryFiles = readdirSync(REGISTRY_DIR).filter((name) => name.endsWith('.ts') && !name.startsWith('_'));
const actionInputs = new Map<string, { factory: () => Promise<unknown>; registry: string }>();
const queryArgs = new Map<string, () => Promise<unknown[]>>();
const duplicateEntries: string[] = [];
for (const name of registryFiles.sort()) {
  const registry = (await import(pathToFileURL(path.join(REGISTRY_DIR, name)).href)) as { actions?: ActionRegistry; queries?: QueryRegistry };
  for (const [key, factory] of Object.entries(registry.actions ?? {})) {
    if (actionInputs.has(key)) duplicateEntries.push(`${key} (in ${actionInputs.get(key)!.registry} and ${name})`);
    actionInputs.set(key, { factory, registry: name });
  }
  for (const [key, args] of Object.entries(registry.queries ?? {})) queryArgs.set(key, args);
}

// ---- state --------------------------------------------------------------------------------

const callers = setUpAdminTestDatabase(dataDir);

// Session bookkeeping may touch these; a refused call must change nothing else.
const UNTRACKED_TABLES = new Set(['sessions', 'verifications', 'rate_limits']);

/** A digest of every row of every table, to prove a refused call wrote nothing. */
async function databaseFingerprint() {
  const tables = await queryRows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (UNTRACKED_TABLES.has(table)) continue;
    const [row] = await queryRows<{ digest: string }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`),
    );
    digest[table] = row!.digest;
  }
  return digest;
}

const REFUSALS: [string, () => TestCaller, 'signed-out' | 'not-admin'][] = [
  ['a signed-out caller', () => signedOut, 'signed-out'],
  ['a shopper', () => callers.shopper, 'not-admin'],
];

// ---- the lists are complete -----------------------------------------------------------------

describe('the lists are complete', () => {
  it('every admin action has a valid input in a registry file', () => {
    const missing = adminActions.filter(({ name }) => !actionInputs.has(name)).map(({ name, file }) => `${name} (${file})`);
    expect(missing, `Add an entry for each of these to tests/integration/admin-authorization/<domain>.ts`).toEqual([]);
    expect(duplicateEntries, 'Each action has one registry entry').toEqual([]);
  });

  it('no registry entry names an action that does not exist', () => {
    const names = new Set(adminActions.map(({ name }) => name));
    expect([...actionInputs.keys()].filter((name) => !names.has(name))).toEqual([]);
    const queryNames = new Set(adminQueries.map(({ name }) => name));
    expect([...queryArgs.keys()].filter((name) => !queryNames.has(name))).toEqual([]);
  });

  it('every admin query that takes arguments has them in a registry file', () => {
    const missing = adminQueries.filter(({ name, fn }) => fn.length > 0 && !queryArgs.has(name)).map(({ name, file }) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('admin actions live only in actions/ folders, as server action modules', () => {
    // A 'use server' module elsewhere is a shopper's action: it must not be an admin one.
    const elsewhere = sources.filter(({ file, text }) => isServerActionModule(text) && !inActionsFolder(file) && callsRequireAdmin(text));
    expect(elsewhere.map(({ file }) => file)).toEqual([]);
    // A helper in an actions/ folder (no 'use server') must not define actions: they would escape this test.
    const hidden = sources.filter(({ file, text }) => inActionsFolder(file) && !isServerActionModule(text) && /\bdefineAction\s*\(/.test(text));
    expect(hidden.map(({ file }) => file)).toEqual([]);
    // Inline 'use server' functions (in a page, say) would escape it too.
    const inline = sources.filter(({ text }) => (text.match(/['"]use server['"]/g) ?? []).length > (isServerActionModule(text) ? 1 : 0));
    expect(inline.map(({ file }) => file)).toEqual([]);
  });

  it('every route handler that checks for an admin is exercised here, with all its methods', async () => {
    const routes = sources.filter(({ file, text }) => /^src\/app\/.+\/route\.tsx?$/.test(file) && callsRequireAdmin(text));
    expect(routes.map(({ file }) => file).sort()).toEqual(Object.keys(ADMIN_ROUTES).sort());
    for (const { file, full } of routes) {
      const loaded = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
      const methods = Object.keys(loaded).filter((name) => /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(name));
      expect(methods.sort(), file).toEqual(ADMIN_ROUTES[file]);
    }
  });

  it('finds the dashboard queries, so discovery itself works', () => {
    expect(queryModules.map(({ file }) => file)).toContain('src/server/dashboard/queries.ts');
    expect(adminQueries.map(({ name }) => name)).toEqual(expect.arrayContaining(['getDashboardCounts', 'getSalesLast30Days', 'getLowStockProducts']));
  });
});

// ---- actions ------------------------------------------------------------------------------

describe.each(adminActions.map((action) => [`${action.name} (${action.file})`, action] as const))('%s', (_label, action) => {
  async function input() {
    const entry = actionInputs.get(action.name);
    if (!entry) throw new Error(`${action.name} has no entry in tests/integration/admin-authorization/*.ts`);
    return entry.factory();
  }

  it.each(REFUSALS)('refuses %s and writes nothing', async (_who, caller, code) => {
    const valid = await input();
    const before = await databaseFingerprint();
    const version = storefrontVersion();
    const result = await as(caller(), () => action.fn(valid));
    expect(result).toMatchObject({ ok: false, code });
    expect(await databaseFingerprint()).toEqual(before);
    expect(storefrontVersion()).toBe(version);
  });

  it('accepts an admin', async () => {
    const valid = await input();
    const result = await as(callers.admin, () => action.fn(valid));
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  });
});

// ---- queries ------------------------------------------------------------------------------

describe.each(adminQueries.map((query) => [`${query.name} (${query.file})`, query] as const))('%s', (_label, query) => {
  const args = () => queryArgs.get(query.name)?.() ?? Promise.resolve([]);

  it.each(REFUSALS)('refuses %s', async (_who, caller, reason) => {
    const values = await args();
    const outcome = as(caller(), () => query.fn(...values));
    await expect(outcome).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(outcome).rejects.toMatchObject({ reason });
  });

  it('answers an admin', async () => {
    const values = await args();
    await expect(as(callers.admin, () => query.fn(...values))).resolves.toBeDefined();
  });
});

// ---- route handlers -----------------------------------------------------------------------

describe('POST and DELETE /api/uploads', () => {
  const cookieOf = (caller: TestCaller) => caller.headers.get('cookie') ?? '';

  async function upload(cookie: string) {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 180, g: 120, b: 60 } } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'chair.png');
    form.append('folder', 'products');
    form.append('kind', 'image');
    const encoded = new Response(form);
    const body = await encoded.arrayBuffer();
    const headers: Record<string, string> = {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.byteLength),
      origin: ORIGIN,
    };
    if (cookie) headers.cookie = cookie;
    const response = await POST(new Request(`${ORIGIN}/api/uploads`, { method: 'POST', headers, body }));
    return { status: response.status, body: (await response.json()) as { data: { url: string } | null } };
  }

  function remove(url: string, cookie: string) {
    const headers: Record<string, string> = { origin: ORIGIN };
    if (cookie) headers.cookie = cookie;
    return DELETE(new Request(`${ORIGIN}/api/uploads?${new URLSearchParams({ url })}`, { method: 'DELETE', headers }));
  }

  it('POST answers 401 signed out, 403 to a shopper, 200 to an admin', async () => {
    expect((await upload('')).status).toBe(401);
    expect((await upload(cookieOf(callers.shopper))).status).toBe(403);
    const accepted = await upload(cookieOf(callers.admin));
    expect(accepted.status).toBe(200);
    expect(accepted.body.data?.url).toMatch(/^\/media\/products\//);
  });

  it('DELETE answers 401 signed out, 403 to a shopper, 200 to an admin', async () => {
    const { body } = await upload(cookieOf(callers.admin));
    const url = body.data!.url;
    expect((await remove(url, '')).status).toBe(401);
    expect((await remove(url, cookieOf(callers.shopper))).status).toBe(403);
    expect((await remove(url, cookieOf(callers.admin))).status).toBe(200);
  });
});

describe('POST /api/orders/stage-photos', () => {
  async function upload(caller: TestCaller) {
    const order = await insertOrder();
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 90, g: 60, b: 30 } } }).png().toBuffer();
    const form = new FormData();
    form.append('orderId', order.id);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'frame.png');
    const encoded = new Response(form);
    const body = await encoded.arrayBuffer();
    const headers = new Headers(caller.headers);
    headers.set('content-type', encoded.headers.get('content-type')!);
    headers.set('content-length', String(body.byteLength));
    const response = await uploadStagePhoto(new Request(`${ORIGIN}/api/orders/stage-photos`, { method: 'POST', headers, body }));
    return { status: response.status, body: (await response.json()) as { data: { key: string } | null }, orderId: order.id };
  }

  it('answers 401 signed out, 403 to a shopper, 200 to an admin', async () => {
    expect((await upload(signedOut)).status).toBe(401);
    expect((await upload(callers.shopper)).status).toBe(403);
    const accepted = await upload(callers.admin);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data?.key.startsWith(`private/stage-photos/${accepted.orderId}/`)).toBe(true);
  });
});

describe.each([
  ['GET /admin/orders/export', exportOrders, '/admin/orders/export'],
  ['GET /admin/orders/latest', latestOrders, '/admin/orders/latest'],
] as const)('%s', (_label, handler, path) => {
  const get = (caller: TestCaller) => handler(new Request(`${ORIGIN}${path}`, { headers: caller.headers }));

  it('answers 401 signed out, 403 to a shopper, 200 to an admin', async () => {
    expect((await get(signedOut)).status).toBe(401);
    expect((await get(callers.shopper)).status).toBe(403);
    expect((await get(callers.admin)).status).toBe(200);
  });
});

describe('GET /admin/quotes/files/<id>', () => {
  it('answers 401 signed out, 403 to a shopper, 200 to an admin', async () => {
    const fileId = await insertQuoteFile();
    const get = (caller: TestCaller) =>
      quoteFile(new Request(`${ORIGIN}/admin/quotes/files/${fileId}`, { headers: caller.headers }), { params: Promise.resolve({ fileId }) });
    expect((await get(signedOut)).status).toBe(401);
    expect((await get(callers.shopper)).status).toBe(403);
    expect((await get(callers.admin)).status).toBe(200);
  });
});

// ---- admin reads of customers' data on the shopper's side ------------------------------------
// An admin may open a customer's order, receipt and proof of transfer through the shopper's own
// pages. Each of those reads lets staff in as every admin gate does: with two-factor when the
// shop's "Require two-factor sign-in for staff" is on (src/server/auth/customer-data-access.ts).
// The list is found, not kept by hand: every file outside the back office and src/server/auth
// that looks at a user's admin role, or asks mayReadCustomerData, must be one of these reads.

describe('admin reads of customers’ data on the shopper’s side', () => {
  const OUTSIDE_ADMIN = (file: string) => !file.startsWith('src/server/auth/') && !file.startsWith('src/app/admin/') && !file.startsWith('src/components/');
  const LETS_STAFF_IN = /\.isAdmin\b|\bmayReadCustomerData\s*\(/;

  it('are every place outside the back office that lets an admin read another’s data', () => {
    const found = sources.filter(({ file, text }) => OUTSIDE_ADMIN(file) && LETS_STAFF_IN.test(text)).map(({ file }) => file);
    const listed = [...CUSTOMER_DATA_READS.map(({ gate }) => gate), ...Object.keys(NOT_CUSTOMER_DATA)];
    expect(found.sort(), 'List each in tests/integration/admin-authorization/_customer-data-reads.ts').toEqual([...new Set(listed)].sort());
  });

  let order: CustomerOrder;
  const requireStaffTwoFactor = (required: boolean | null) =>
    db
      .insert(websiteSettings)
      .values({ id: 1, siteName: 'Adire Living', staffTwoFactorRequired: required })
      .onConflictDoUpdate({ target: websiteSettings.id, set: { staffTwoFactorRequired: required } });

  describe.each(CUSTOMER_DATA_READS.map((read) => [read.name, read] as const))('%s', (_name, { read }) => {
    it('refuses an admin without two-factor while the shop requires it of staff; serves the owner, and the admin once it is off', async () => {
      order ??= await customerOrder(callers.shopper.email);
      await requireStaffTwoFactor(true);
      try {
        expect(await read(callers.admin, order)).toBe(false);
        expect(await read(callers.shopper, order)).toBe(true);
      } finally {
        await requireStaffTwoFactor(false);
      }
      expect(await read(callers.admin, order)).toBe(true);
      expect(await read(signedOut, order)).toBe(false);
    });
  });
});
