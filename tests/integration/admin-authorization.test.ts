// @postgres: lists the tables from information_schema in SQL, and calls the order, e-invoice and activity exports
import { describe, expect, it, vi } from 'vitest';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut, type TestCaller } from '../helpers/sessions';
import {
  actionInputs,
  actionModules,
  adminActions,
  duplicateEntries,
  exportedFunctions,
  inActionsFolder,
  isServerActionModule,
  queryArgs,
  sources,
} from './admin-authorization/_discovery';
import { CUSTOMER_DATA_READS, NOT_CUSTOMER_DATA, customerOrder, type CustomerOrder } from './admin-authorization/_customer-data-reads';
import { and, count, eq } from 'drizzle-orm';
import { db, queryRows } from '@/server/db/client';
import { users, websiteSettings } from '@/server/db/schema';
import { clearRateLimit } from '@/server/rate-limit';
import { shopperRefusalsKey } from '@/server/auth/permissions';
import { AccessDeniedError } from '@/server/auth/session';
import { auditLog } from '@/server/db/schema';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, roleCan, type Permission, type StaffRole } from '@/lib/staff-roles';
import { storefrontVersion } from '@/server/storefront-cache';
import { POST } from '@/app/api/uploads/route';
import { GET as exportOrders } from '@/app/admin/orders/export/route';
import { GET as latestOrders } from '@/app/admin/orders/latest/route';
import { GET as inboxPulse } from '@/app/admin/inbox/pulse/route';
import { GET as exportActivity } from '@/app/admin/activity/export/route';
import { POST as previewImport } from '@/app/admin/products/import/route';
import { GET as exportCatalogue } from '@/app/admin/products/export/route';
import { GET as exportEInvoices } from '@/app/admin/einvoices/export/route';
import { GET as exportReport } from '@/app/admin/reports/export/route';
import { GET as exportAccounts } from '@/app/admin/reports/accounts/export/route';
import { POST as uploadStagePhoto } from '@/app/api/orders/stage-photos/route';
import { insertOrder } from './admin-authorization/orders';
import { GET as quoteFile } from '@/app/admin/quotes/files/[fileId]/route';
import { GET as productLabels } from '@/app/admin/products/[id]/labels/route';
import { GET as importProgress } from '@/app/admin/products/import/progress/route';
import { GET as picturesNotFetched } from '@/app/admin/products/import/[importId]/failures/route';
import { insertProduct, unique } from './admin-authorization/_registry';
import { importWithFailedPicture } from './admin-authorization/catalog';
import { insertQuoteFile } from './admin-authorization/quotes';

// Every admin action, admin query and admin route handler is tried as every caller: signed out,
// a shopper, and a staff member of each of the five roles (src/lib/staff-roles.ts). A role holding the
// permission the action declares is let through; every other caller is refused, writes nothing but
// the refusal's own row in the activity log, and is told why. Nothing is listed by hand: the actions
// are every export of every 'use server' module under src/server/**/actions/ (each must declare
// `authorize: permitted('<permission>')`), the queries every export of a src/server module that calls
// requirePermission(), the routes every route.ts that calls staffOrRefusal(), the pages every admin
// page. Each action needs a valid input in a registry file (tests/integration/admin-authorization/<domain>.ts),
// so a new admin action without an entry, or without a permission, fails here by name.

// DATA_DIR must point at a temporary folder before anything reads the environment.
const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const ORIGIN = 'http://localhost:3000';

// ---- discovery ----------------------------------------------------------------------------

// Every way a module lets staff in (src/server/auth/permissions.ts).
const checksPermission = (text: string) => /\b(?:requirePermission(?:FromHeaders|Page)?|staffOrRefusal|permitted)\s*\(/.test(text);
const isPermission = (name: string): name is Permission => name in PERMISSIONS;

/** The permission each action module declares (`authorize: permitted('…')`), or why it has none that counts. */
function declaredPermission(text: string): Permission | string {
  const declared = [...text.matchAll(/authorize:\s*permitted\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!);
  const actions = (text.match(/\bdefineAction\s*[<(]/g) ?? []).length;
  if (declared.length !== actions) return `${actions} defineAction call(s) but ${declared.length} authorize: permitted('…')`;
  if (new Set(declared).size !== 1) return `more than one permission: ${declared.join(', ')}`;
  return isPermission(declared[0]!) ? declared[0]! : `unknown permission '${declared[0]}'`;
}
const actionPermissions = new Map(actionModules.map(({ file, text }) => [file, declaredPermission(text)]));

const queryModules = sources.filter(
  ({ file, text }) =>
    file.startsWith('src/server/') &&
    !inActionsFolder(file) &&
    !file.startsWith('src/server/auth/') &&
    file !== 'src/server/action.ts' &&
    !isServerActionModule(text) &&
    /\brequirePermission\s*\(/.test(text),
);
const adminQueries = await exportedFunctions(queryModules);

// The admin route handlers, the methods each one answers and the permission it checks; every one is exercised below.
const ADMIN_ROUTES: Record<string, { methods: string[]; permission: Permission }> = {
  'src/app/api/uploads/route.ts': { methods: ['POST'], permission: 'media.upload' },
  'src/app/admin/orders/export/route.ts': { methods: ['GET'], permission: 'orders.export' },
  'src/app/admin/orders/latest/route.ts': { methods: ['GET'], permission: 'orders.read' },
  'src/app/admin/inbox/pulse/route.ts': { methods: ['GET'], permission: 'inbox.read' },
  'src/app/api/orders/stage-photos/route.ts': { methods: ['POST'], permission: 'orders.stages' },
  'src/app/admin/quotes/files/[fileId]/route.ts': { methods: ['GET'], permission: 'quotes.read' },
  'src/app/admin/activity/export/route.ts': { methods: ['GET'], permission: 'audit.export' },
  'src/app/admin/products/import/route.ts': { methods: ['POST'], permission: 'products.write' },
  'src/app/admin/products/export/route.ts': { methods: ['GET'], permission: 'products.read' },
  'src/app/admin/products/[id]/labels/route.ts': { methods: ['GET'], permission: 'products.read' },
  'src/app/admin/products/import/progress/route.ts': { methods: ['GET'], permission: 'products.read' },
  'src/app/admin/products/import/[importId]/failures/route.ts': { methods: ['GET'], permission: 'products.read' },
  'src/app/admin/einvoices/export/route.ts': { methods: ['GET'], permission: 'einvoices.read' },
  'src/app/admin/reports/export/route.ts': { methods: ['GET'], permission: 'reports.export' },
  'src/app/admin/reports/accounts/export/route.ts': { methods: ['GET'], permission: 'reports.export' },
};

// ---- state --------------------------------------------------------------------------------

const callers = setUpAdminTestDatabase(dataDir);

// Session bookkeeping may touch these, and a refusal writes its own row in the activity log
// (checked on its own); a refused call must change nothing else.
const UNTRACKED_TABLES = new Set(['sessions', 'verifications', 'rate_limits', 'audit_log']);

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

async function userIdOf(caller: TestCaller) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return row!.id;
}

/** How many refusals of `permission` the activity log holds for the caller's account. */
async function refusalsRecorded(caller: TestCaller, permission: string) {
  const [row] = await db
    .select({ count: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'permission_denied'), eq(auditLog.entityId, permission), eq(auditLog.actorEmail, caller.email)));
  return row!.count;
}

const rolesWith = (permission: Permission) => STAFF_ROLES.filter((role) => roleCan(role, permission));
const rolesWithout = (permission: Permission) => STAFF_ROLES.filter((role) => !roleCan(role, permission));

// ---- the lists are complete -----------------------------------------------------------------

describe('the lists are complete', () => {
  it('every admin action declares one known permission', () => {
    const undeclared = [...actionPermissions].filter(([, permission]) => !isPermission(permission)).map(([file, why]) => `${file}: ${why}`);
    expect(undeclared, "Each admin action says authorize: permitted('<permission>') (src/lib/staff-roles.ts)").toEqual([]);
  });

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

  it('every permission named anywhere in src is one the roles know', () => {
    // Comments may name the pattern itself; code may not name an unknown permission.
    const code = (text: string) => text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');
    const named = sources.flatMap(({ file, text }) =>
      [...code(text).matchAll(/\b(?:requirePermission(?:FromHeaders|Page)?|staffOrRefusal|permitted)\s*\([^'")]*'([^']+)'/g)].map((match) => ({ file, permission: match[1]! })),
    );
    expect(named.filter(({ permission }) => !isPermission(permission))).toEqual([]);
    // And every permission is held by some role but not by all (else it would not tell roles apart).
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      expect(rolesWith(permission).length, permission).toBeGreaterThan(0);
      expect(rolesWithout(permission).length, permission).toBeGreaterThan(0);
    }
    expect(ROLE_PERMISSIONS.owner.size).toBe(Object.keys(PERMISSIONS).length);
  });

  it('admin actions live only in actions/ folders, as server action modules', () => {
    // A 'use server' module elsewhere is a shopper's action: it must not be a staff one.
    const elsewhere = sources.filter(({ file, text }) => isServerActionModule(text) && !inActionsFolder(file) && checksPermission(text));
    expect(elsewhere.map(({ file }) => file)).toEqual([]);
    // A helper in an actions/ folder (no 'use server') must not define actions: they would escape this test.
    const hidden = sources.filter(({ file, text }) => inActionsFolder(file) && !isServerActionModule(text) && /\bdefineAction\s*\(/.test(text));
    expect(hidden.map(({ file }) => file)).toEqual([]);
    // Inline 'use server' functions (in a page, say) would escape it too.
    const inline = sources.filter(({ text }) => (text.match(/['"]use server['"]/g) ?? []).length > (isServerActionModule(text) ? 1 : 0));
    expect(inline.map(({ file }) => file)).toEqual([]);
  });

  it('every admin page checks a permission, or is one every staff member may open', () => {
    // The no-access screen itself, and the short link that only redirects to the blog screen (which checks).
    const STAFF_ONLY_PAGES = ['src/app/admin/no-access/page.tsx', 'src/app/admin/blog/page.tsx'];
    const pages = sources.filter(({ file }) => /^src\/app\/admin\/.*page\.tsx$/.test(file));
    const unchecked = pages.filter(({ file, text }) => !/\brequirePermissionPage\(\s*'[^']+'\s*\)/.test(text) && !STAFF_ONLY_PAGES.includes(file));
    expect(unchecked.map(({ file }) => file)).toEqual([]);
  });

  it('every route handler that checks a permission is exercised here, with all its methods and its permission', async () => {
    const routes = sources.filter(({ file, text }) => /^src\/app\/.+\/route\.tsx?$/.test(file) && checksPermission(text));
    expect(routes.map(({ file }) => file).sort()).toEqual(Object.keys(ADMIN_ROUTES).sort());
    for (const { file, full, text } of routes) {
      const loaded = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
      const methods = Object.keys(loaded).filter((name) => /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(name));
      expect(methods.sort(), file).toEqual(ADMIN_ROUTES[file]!.methods);
      expect(text, file).toContain(`'${ADMIN_ROUTES[file]!.permission}'`);
    }
  });

  it('finds the dashboard queries, so discovery itself works', () => {
    expect(queryModules.map(({ file }) => file)).toContain('src/server/dashboard/admin-dashboard-reads.ts');
    expect(adminQueries.map(({ name }) => name)).toEqual(expect.arrayContaining(['getDashboardCounts', 'getSalesLast30Days', 'getLowStockProducts']));
  });
});

// ---- actions: every action x every caller ------------------------------------------------

describe.each(adminActions.map((action) => [`${action.name} (${action.file})`, action] as const))('%s', (_label, action) => {
  const permission = actionPermissions.get(action.file) as Permission;

  async function input() {
    const entry = actionInputs.get(action.name);
    if (!entry) throw new Error(`${action.name} has no entry in tests/integration/admin-authorization/*.ts`);
    return entry.factory();
  }

  /** Calls the action as `caller` and proves it was refused with `code` and wrote nothing. */
  async function expectRefusedUntouched(caller: TestCaller, code: string) {
    const valid = await input();
    const before = await databaseFingerprint();
    const version = storefrontVersion();
    const result = await as(caller, () => action.fn(valid));
    expect(result).toMatchObject({ ok: false, code });
    expect(await databaseFingerprint()).toEqual(before);
    expect(storefrontVersion()).toBe(version);
  }

  it('refuses a signed-out caller and writes nothing', async () => {
    await expectRefusedUntouched(signedOut, 'signed-out');
  });

  it('refuses a shopper, writes nothing, and records the attempt', async () => {
    await clearRateLimit(shopperRefusalsKey(await userIdOf(callers.shopper)));
    const recorded = await refusalsRecorded(callers.shopper, permission);
    await expectRefusedUntouched(callers.shopper, 'not-admin');
    expect(await refusalsRecorded(callers.shopper, permission)).toBe(recorded + 1);
  });

  it.each(STAFF_ROLES.map((role) => [role] as const))('as %s: allowed exactly when the role holds the permission', async (role: StaffRole) => {
    const caller = await callers.staff(role);
    if (roleCan(role, permission)) {
      const valid = await input();
      const result = await as(caller, () => action.fn(valid));
      expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
      return;
    }
    const recorded = await refusalsRecorded(caller, permission);
    // The first refused role proves nothing was written; the others that they were refused and recorded.
    if (role === rolesWithout(permission)[0]) await expectRefusedUntouched(caller, 'forbidden');
    else {
      const valid = await input();
      expect(await as(caller, () => action.fn(valid))).toMatchObject({ ok: false, code: 'forbidden', error: expect.stringMatching(/role does not allow/) });
    }
    expect(await refusalsRecorded(caller, permission)).toBe(recorded + 1);
  });
});

// ---- queries: every query x every caller -------------------------------------------------

describe.each(adminQueries.map((query) => [`${query.name} (${query.file})`, query] as const))('%s', (_label, query) => {
  const args = () => queryArgs.get(query.name)?.() ?? Promise.resolve([]);

  it.each([
    ['a signed-out caller', () => signedOut, 'signed-out'],
    ['a shopper', () => callers.shopper, 'not-admin'],
  ] as const)('refuses %s', async (_who, caller, reason) => {
    const values = await args();
    const outcome = as(caller(), () => query.fn(...values));
    await expect(outcome).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(outcome).rejects.toMatchObject({ reason });
  });

  it('answers exactly the roles that hold the one permission it checks', async () => {
    const refused = new Map<StaffRole, Permission | undefined>();
    const answered: StaffRole[] = [];
    for (const role of STAFF_ROLES) {
      const values = await args();
      try {
        await as(await callers.staff(role), () => query.fn(...values));
        answered.push(role);
      } catch (error) {
        if (!(error instanceof AccessDeniedError) || error.reason !== 'forbidden') throw error;
        refused.set(role, error.permission);
      }
    }
    // A query no role is refused checks no permission (none is held by every role).
    expect(refused.size, 'refused by no role: it checks no permission').toBeGreaterThan(0);
    const permissions = new Set(refused.values());
    expect(permissions.size, 'one permission per query').toBe(1);
    const [permission] = [...permissions] as Permission[];
    expect(answered).toEqual(rolesWith(permission!));
  });
});

// ---- route handlers -----------------------------------------------------------------------

/** Each route's answer to every caller: 401 signed out, 403 to a shopper and to roles without its permission, 200 otherwise. */
async function expectRouteAnswers(permission: Permission, answer: (caller: TestCaller) => Promise<number>) {
  expect(await answer(signedOut)).toBe(401);
  expect(await answer(callers.shopper)).toBe(403);
  for (const role of STAFF_ROLES) {
    expect(await answer(await callers.staff(role)), role).toBe(roleCan(role, permission) ? 200 : 403);
  }
}

describe('POST /api/uploads', () => {
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

  it('POST answers each caller by media.upload', async () => {
    await expectRouteAnswers('media.upload', async (caller) => (await upload(cookieOf(caller))).status);
    const accepted = await upload(cookieOf(callers.admin));
    expect(accepted.body.data?.url).toMatch(/^\/media\/products\//);
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

  it('answers each caller by orders.stages', async () => {
    await expectRouteAnswers('orders.stages', async (caller) => (await upload(caller)).status);
    const accepted = await upload(callers.admin);
    expect(accepted.body.data?.key.startsWith(`private/stage-photos/${accepted.orderId}/`)).toBe(true);
  });
});

describe.each([
  ['GET /admin/orders/export', exportOrders, '/admin/orders/export', 'orders.export'],
  ['GET /admin/orders/latest', latestOrders, '/admin/orders/latest', 'orders.read'],
  ['GET /admin/inbox/pulse', inboxPulse, '/admin/inbox/pulse', 'inbox.read'],
  ['GET /admin/activity/export', exportActivity, '/admin/activity/export', 'audit.export'],
  ['GET /admin/products/export', exportCatalogue, '/admin/products/export', 'products.read'],
  ['GET /admin/products/import/progress', importProgress, '/admin/products/import/progress', 'products.read'],
  ['GET /admin/einvoices/export', exportEInvoices, '/admin/einvoices/export', 'einvoices.read'],
  ['GET /admin/reports/export', exportReport, '/admin/reports/export', 'reports.export'],
  ['GET /admin/reports/accounts/export', exportAccounts, '/admin/reports/accounts/export', 'reports.export'],
] as const)('%s', (_label, handler, path, permission) => {
  it(`answers each caller by ${permission}`, async () => {
    await expectRouteAnswers(permission, async (caller) => (await handler(new Request(`${ORIGIN}${path}`, { headers: caller.headers }))).status);
  });
});

describe('POST /admin/products/import', () => {
  it('answers each caller by products.write, keeping the file and writing no product', async () => {
    const csv = 'Handle,Title,Type,Variant Price\r\nlekki-sofa,Lekki Sofa,sofas,450000\r\n';
    await expectRouteAnswers('products.write', async (caller) => {
      const headers = new Headers(caller.headers);
      headers.set('origin', ORIGIN);
      headers.set('content-type', 'text/csv');
      const response = await previewImport(new Request(`${ORIGIN}/admin/products/import?name=catalogue.csv`, { method: 'POST', headers, body: csv }));
      return response.status;
    });
  });
});

describe('GET /admin/products/<id>/labels', () => {
  it('answers each caller by products.read', async () => {
    const { id } = await insertProduct({ sku: `LBL-${unique()}` });
    await expectRouteAnswers('products.read', async (caller) => {
      const response = await productLabels(new Request(`${ORIGIN}/admin/products/${id}/labels`, { headers: caller.headers }), { params: Promise.resolve({ id }) });
      return response.status;
    });
  });
});

describe('GET /admin/products/import/<id>/failures', () => {
  it('answers each caller by products.read', async () => {
    const importId = await importWithFailedPicture();
    await expectRouteAnswers('products.read', async (caller) => {
      const response = await picturesNotFetched(new Request(`${ORIGIN}/admin/products/import/${importId}/failures`, { headers: caller.headers }), { params: Promise.resolve({ importId }) });
      return response.status;
    });
  });
});

describe('GET /admin/quotes/files/<id>', () => {
  it('answers each caller by quotes.read', async () => {
    const fileId = await insertQuoteFile();
    await expectRouteAnswers('quotes.read', async (caller) => {
      const response = await quoteFile(new Request(`${ORIGIN}/admin/quotes/files/${fileId}`, { headers: caller.headers }), { params: Promise.resolve({ fileId }) });
      return response.status;
    });
  });
});

// ---- admin reads of customers' data on the shopper's side ------------------------------------
// An admin may open a customer's order, receipt and proof of transfer through the shopper's own
// pages. Each of those reads lets staff in as every admin gate does: with two-factor when the
// shop's "Require two-factor sign-in for staff" is on (src/server/auth/customer-data-access.ts).
// The list is found, not kept by hand: every file outside the back office and src/server/auth
// that looks at a user's admin role or its permissions (roleCan), or asks mayReadCustomerData, must be one of these reads.

describe('admin reads of customers’ data on the shopper’s side', () => {
  const OUTSIDE_ADMIN = (file: string) => !file.startsWith('src/server/auth/') && !file.startsWith('src/app/admin/') && !file.startsWith('src/components/');
  const LETS_STAFF_IN = /\.isAdmin\b|\bmayReadCustomerData\s*\(|\broleCan\s*\(/;

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

  describe.each(CUSTOMER_DATA_READS.map((read) => [read.name, read] as const))('%s', (_name, { read, permission = 'orders.read' }) => {
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
      // An accountant reads orders, not reviews; a content editor the other way round.
      expect(await read(await callers.staff('accountant'), order)).toBe(roleCan('accountant', permission));
      expect(await read(await callers.staff('content'), order)).toBe(roleCan('content', permission));
      expect(await read(signedOut, order)).toBe(false);
    });
  });
});
