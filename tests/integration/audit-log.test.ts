// @postgres: the log's append-only triggers, its JSON changes and its keyset pages (UTC text) in SQL; the retention sweep
import { describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInShopper, type TestCaller } from '../helpers/sessions';
import { SHOPPER_REFUSALS_RECORDED } from '@/server/auth/permissions';
import { auditActorName } from '@/lib/audit-labels';
import { db, queryRows } from '@/server/db/client';
import { auditLog, users, websiteSettings } from '@/server/db/schema';
import { AccessDeniedError } from '@/server/auth/session';
import { recordAudit } from '@/server/audit/record-audit';
import { listActivity, listActivityPeople } from '@/server/audit/admin-activity-reads';
import { ACTIVITY_EXPORT_BATCH_SIZE } from '@/server/audit/activity-export';
import { jobMaintenance } from '@/server/composition/jobs';
import { GET as exportActivity } from '@/app/admin/activity/export/route';
import { activityListParamsSchema, type ActivityListParams } from '@/lib/schemas/activity';
import { lagosDay } from '@/lib/dates';

// The activity log on the engine under test (PGlite here, PostgreSQL with TEST_DATABASE_URL): the
// database itself refuses to change or delete a row younger than the retention setting; the retention
// maintenance deletes exactly the expired rows; the Activity screen's query filters and pages by
// keyset; only owners and accountants read it; the CSV export streams every matching row, escaped,
// and is itself recorded.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** A tag of letters only, put in the labels of one test's rows so its queries see those alone. */
const newTag = () => `Tag${randomUUID().replaceAll('-', '').replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!).slice(0, 12)}`;

type Row = typeof auditLog.$inferInsert;
const row = (fields: Partial<Row> & Pick<Row, 'entityLabel'>): Row => ({ actorKind: 'system', actorName: 'The shop', entityType: 'order', action: 'update', ...fields });

async function insertRows(rows: Row[]) {
  return db.insert(auditLog).values(rows).returning({ id: auditLog.id });
}

/** `count` rows labelled "<tag> row <n>" at `at`, written by the database in one statement. */
async function insertSeries(tag: string, count: number, at: Date, label = sql`${tag} || ' row ' || n`) {
  await db.execute(sql`
    insert into audit_log (at, actor_kind, actor_name, entity_type, entity_id, entity_label, action, changes)
    select ${at.toISOString()}::timestamptz, 'system', 'The shop', 'order', n::text, ${label}, 'update',
           jsonb_build_object('status', jsonb_build_object('before', 'pending', 'after', 'processing'))
    from generate_series(1, ${count}) n`);
}

const params = (fields: Partial<ActivityListParams> = {}): ActivityListParams => ({ ...activityListParamsSchema.parse({}), ...fields });
const listAs = (caller: TestCaller, fields: Partial<ActivityListParams>) => as(caller, () => listActivity(params(fields)));
const labels = (page: { rows: { entityLabel: string }[] }) => page.rows.map((entry) => entry.entityLabel);

/** What the database said when it refused a statement (drizzle wraps it as the cause of 'Failed query'); null if it ran. */
async function refusal(statement: PromiseLike<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (error) {
    const { cause, message } = error as Error & { cause?: Error };
    return cause?.message ?? message;
  }
}

async function userId(caller: TestCaller) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return user!.id;
}

describe('the log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of a row younger than the retention, with the trigger’s error', async () => {
    const label = `Product ${newTag()}`;
    await recordAudit(db, { entityType: 'product', entityId: randomUUID(), label, action: 'update', before: { priceKobo: 100 }, after: { priceKobo: 200 } });
    const [recorded] = await db.select().from(auditLog).where(eq(auditLog.entityLabel, label));

    expect(await refusal(db.execute(sql`update audit_log set entity_label = 'changed' where id = ${recorded!.id}`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(db.execute(sql`delete from audit_log where id = ${recorded!.id}`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE refused/);
    // Nor through the ORM, nor for every row at once.
    expect(await refusal(db.update(auditLog).set({ action: 'delete' }))).toMatch(/append-only/);
    expect(await refusal(db.delete(auditLog))).toMatch(/append-only/);

    const [after] = await db.select().from(auditLog).where(eq(auditLog.id, recorded!.id));
    expect(after).toEqual(recorded);
    expect(after!.changes).toEqual({ priceKobo: { before: 100, after: 200 } });
  });

  it('allows the DELETE of a row older than the retention (and inserting such a row)', async () => {
    const [old] = await insertRows([row({ entityLabel: `Order ${newTag()}`, at: daysAgo(731) })]);
    await db.delete(auditLog).where(eq(auditLog.id, old!.id));
    expect(await db.select().from(auditLog).where(eq(auditLog.id, old!.id))).toEqual([]);
    // An old row can still not be changed.
    const [kept] = await insertRows([row({ entityLabel: `Order ${newTag()}`, at: daysAgo(900) })]);
    expect(await refusal(db.update(auditLog).set({ entityLabel: 'changed' }).where(eq(auditLog.id, kept!.id)))).toMatch(/UPDATE refused/);
    await db.delete(auditLog).where(eq(auditLog.id, kept!.id));
  });

  it('records before/after of the changed fields only, and never a secret field', async () => {
    const label = `Staff member ${newTag()}`;
    await recordAudit(db, {
      entityType: 'staff',
      label,
      action: 'update',
      before: { name: 'Ada', role: 'manager', password: 'old-pass', apiToken: 't1', secretKey: 's1', passwordHash: 'h1', email: 'ada@example.com' },
      after: { name: 'Ada Obi', role: 'manager', password: 'new-pass', apiToken: 't2', secretKey: 's2', passwordHash: 'h2', email: 'ada@example.com' },
    });
    const [recorded] = await db.select().from(auditLog).where(eq(auditLog.entityLabel, label));
    expect(recorded!.changes).toEqual({ name: { before: 'Ada', after: 'Ada Obi' } });
    expect(JSON.stringify(recorded)).not.toMatch(/old-pass|new-pass|t1|t2|s1|s2|h1|h2/);
    expect(recorded).toMatchObject({ actorKind: 'system', actorName: 'The shop', clientIp: null });
  });
});

describe('the Activity screen’s query', () => {
  it('filters by person, kind, action, Lagos days and label, case-insensitively', async () => {
    const tag = newTag();
    const manager = await callers.staff('manager');
    const managerId = await userId(manager);
    // 23:30 UTC on a day three days ago is 00:30 the next day in Lagos.
    const day = lagosDay(daysAgo(3));
    const lateUtc = new Date(`${day}T23:30:00Z`);
    const nextLagosDay = lagosDay(lateUtc);
    expect(nextLagosDay).not.toBe(day);
    await insertRows([
      row({ entityLabel: `Product ${tag} Lagos Lounge Chair`, entityType: 'product', actorKind: 'staff', actorId: managerId, actorName: 'Ada Manager', actorRole: 'manager', at: daysAgo(10) }),
      row({ entityLabel: `Order ${tag} ORD-1`, entityType: 'order', action: 'delete', actorKind: 'staff', actorId: managerId, actorName: 'Ada Manager', actorRole: 'manager', at: daysAgo(8) }),
      row({ entityLabel: `Order ${tag} ORD-2`, entityType: 'order', action: 'payment_confirmed', at: new Date(`${day}T12:00:00Z`) }),
      row({ entityLabel: `Staff member ${tag} admin`, entityType: 'staff', action: 'create', actorKind: 'command', actorName: 'npm run admin:create', at: lateUtc }),
      row({ entityLabel: `Refund ${tag} 50% off`, entityType: 'refund', action: 'create', at: daysAgo(1) }),
    ]);
    const owner = callers.admin;
    const q = tag.toUpperCase();

    expect(labels(await listAs(owner, { q }))).toEqual([
      `Refund ${tag} 50% off`,
      `Staff member ${tag} admin`,
      `Order ${tag} ORD-2`,
      `Order ${tag} ORD-1`,
      `Product ${tag} Lagos Lounge Chair`,
    ]);
    expect(labels(await listAs(owner, { q, person: managerId }))).toEqual([`Order ${tag} ORD-1`, `Product ${tag} Lagos Lounge Chair`]);
    expect(labels(await listAs(owner, { q, person: 'system' }))).toEqual([`Refund ${tag} 50% off`, `Order ${tag} ORD-2`]);
    expect(labels(await listAs(owner, { q, person: 'command' }))).toEqual([`Staff member ${tag} admin`]);
    expect(labels(await listAs(owner, { q, type: 'order' }))).toEqual([`Order ${tag} ORD-2`, `Order ${tag} ORD-1`]);
    expect(labels(await listAs(owner, { q, type: 'order', action: 'delete' }))).toEqual([`Order ${tag} ORD-1`]);
    expect(labels(await listAs(owner, { q, from: day, to: day }))).toEqual([`Order ${tag} ORD-2`]);
    expect(labels(await listAs(owner, { q, from: nextLagosDay, to: nextLagosDay }))).toEqual([`Staff member ${tag} admin`]);
    expect(labels(await listAs(owner, { q, from: lagosDay(daysAgo(1)) }))).toEqual([`Refund ${tag} 50% off`]);
    expect(labels(await listAs(owner, { q, to: lagosDay(daysAgo(9)) }))).toEqual([`Product ${tag} Lagos Lounge Chair`]);
    // A search is literal: '%' finds a percent sign, not everything.
    expect(labels(await listAs(owner, { q: `${tag} 50%` }))).toEqual([`Refund ${tag} 50% off`]);
    expect(labels(await listAs(owner, { q: `${tag}%ORD` }))).toEqual([]);

    // The URL's filters, validated: a malformed one falls back to all.
    expect(activityListParamsSchema.parse({ type: 'Robert"); drop table', from: '2026-02-31', older: 'nonsense', person: ['system', 'command'] })).toMatchObject({
      type: undefined,
      from: undefined,
      older: undefined,
      person: 'system',
    });

    // Each person once, named as their newest row names them (the manager's own sign-in rows, made by
    // this file's other tests, may be newer than the rows inserted above).
    const people = await as(owner, () => listActivityPeople());
    expect(people.filter((person) => person.id === managerId)).toEqual([expect.objectContaining({ id: managerId, role: 'manager' })]);
  });

  it('pages by (at, id) keyset, Older and Newer, without skipping or repeating rows that share a time', async () => {
    const tag = newTag();
    // 60 rows at one instant and 60 a minute later: the id breaks every tie.
    await insertSeries(tag, 60, daysAgo(5));
    await insertSeries(tag, 60, new Date(daysAgo(5).getTime() + 60_000));
    const expected = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(sql`${auditLog.entityLabel} like ${`${tag} %`}`)
      .orderBy(desc(auditLog.at), desc(auditLog.id));
    expect(expected).toHaveLength(120);

    const owner = callers.admin;
    const first = await listAs(owner, { q: tag });
    expect(first.newer).toBeNull();
    expect(first.rows).toHaveLength(50);
    const second = await listAs(owner, { q: tag, older: activityListParamsSchema.parse({ older: first.older }).older });
    const third = await listAs(owner, { q: tag, older: activityListParamsSchema.parse({ older: second.older }).older });
    expect(third.rows).toHaveLength(20);
    expect(third.older).toBeNull();
    expect([...first.rows, ...second.rows, ...third.rows].map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));

    // Newer from the third page is the second; Newer from the second reaches the top: the first page.
    const back = await listAs(owner, { q: tag, newer: activityListParamsSchema.parse({ newer: third.newer }).newer });
    expect(back.rows.map((entry) => entry.id)).toEqual(second.rows.map((entry) => entry.id));
    expect(back.older).toBe(second.older);
    const top = await listAs(owner, { q: tag, newer: activityListParamsSchema.parse({ newer: back.newer }).newer });
    expect(top.rows.map((entry) => entry.id)).toEqual(first.rows.map((entry) => entry.id));
    expect(top.newer).toBeNull();
  });

  it('is refused to a manager, a fulfilment member and a shopper, and read by an owner and an accountant', async () => {
    for (const caller of [await callers.staff('manager'), await callers.staff('fulfilment'), callers.shopper]) {
      const refused = await listAs(caller, {}).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AccessDeniedError);
      await expect(as(caller, () => listActivityPeople())).rejects.toBeInstanceOf(AccessDeniedError);
    }
    const fulfilmentId = await userId(await callers.staff('fulfilment'));
    const [refusal] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, fulfilmentId), eq(auditLog.action, 'permission_denied')))
      .limit(1);
    expect(refusal).toMatchObject({ entityType: 'permission', entityId: 'audit.read', actorRole: 'fulfilment' });

    for (const caller of [callers.admin, await callers.staff('accountant')]) {
      const page = await listAs(caller, {});
      expect(page.rows.length).toBeGreaterThan(0);
    }
  });
});

/** A minimal RFC 4180 reader: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      cells.push(cell);
      rows.push(cells);
      cells = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/** The rows of a CSV response, after checking it opens with the UTF-8 byte order mark. */
async function csvOf(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(new TextDecoder().decode(bytes));
}

async function exportAs(caller: TestCaller, query: Record<string, string>) {
  const url = new URL('http://localhost:3000/admin/activity/export');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return exportActivity(new Request(url, { headers: caller.headers }));
}

describe('refusals', () => {
  it('of a shopper’s account are recorded up to a limit, and named as a shopper’s whatever the name it chose', async () => {
    const shopper = await signedInShopper();
    await db.update(users).set({ name: 'The shop' }).where(eq(users.email, shopper.email));
    for (let i = 0; i < SHOPPER_REFUSALS_RECORDED.max + 5; i += 1) {
      await expect(as(shopper, () => listActivity(params({})))).rejects.toBeInstanceOf(AccessDeniedError);
    }
    const recorded = await db.select().from(auditLog).where(and(eq(auditLog.action, 'permission_denied'), eq(auditLog.actorEmail, shopper.email)));
    expect(recorded).toHaveLength(SHOPPER_REFUSALS_RECORDED.max);
    expect(auditActorName(recorded[0]!)).toBe('The shop (shopper account)');
  });
});

describe('the CSV export', () => {
  it('streams every row the filters match, newest first, in batches, escaped, and is itself recorded', async () => {
    const tag = newTag();
    const count = 2 * ACTIVITY_EXPORT_BATCH_SIZE + 500;
    await insertSeries(tag, count, daysAgo(2));
    const tricky = `Customer ${tag} =HYPERLINK("http://evil.example","Obi, Amaka")\nsecond line`;
    await insertRows([
      row({
        entityLabel: tricky,
        entityType: 'customer',
        entityId: randomUUID(),
        actorKind: 'staff',
        actorName: 'Ada, "the" Manager',
        actorRole: 'manager',
        clientIp: '203.0.113.9',
        changes: { name: { before: 'Obi', after: '=cmd|calc' } },
        details: { note: 'a "quoted", note' },
        at: daysAgo(1),
      }),
    ]);

    const response = await exportAs(callers.admin, { q: tag.toLowerCase() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);

    // Read as a stream: the file arrives in several pieces, one per batch.
    const reader = response.body!.getReader();
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let text = '';
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      text += decoder.decode(value, { stream: true });
    }
    expect(chunks).toBeGreaterThanOrEqual(4);
    expect(text.startsWith('\uFEFF')).toBe(true);

    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(['Time (UTC)', 'Time (Lagos)', 'Actor', 'Role', 'Client IP', 'Entity type', 'Entity ID', 'Label', 'Action', 'Changes', 'Details']);
    expect(rows).toHaveLength(count + 1);
    expect(rows.every((cells) => cells.length === header!.length)).toBe(true);

    const [first] = rows;
    expect(first).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      'Ada, "the" Manager',
      'Manager',
      '203.0.113.9',
      'customer',
      expect.any(String),
      // The label started with a letter, so it is kept as it is; quoting keeps its comma, quotes and line break.
      tricky,
      'update',
      expect.any(String),
      expect.any(String),
    ]);
    // The changes and details as JSON (jsonb keeps its own key order).
    expect(JSON.parse(first![9]!)).toEqual({ name: { before: 'Obi', after: '=cmd|calc' } });
    expect(JSON.parse(first![10]!)).toEqual({ note: 'a "quoted", note' });
    // Lagos is an hour ahead of UTC.
    expect(new Date(`${first![1]!.replace(' ', 'T')}+01:00`).toISOString().slice(0, 19)).toBe(first![0]!.slice(0, 19));

    const entityIds = rows.slice(1).map((cells) => Number(cells[6]));
    expect(new Set(entityIds).size).toBe(count);
    expect(rows.slice(1).every((cells) => cells[7]!.startsWith(`${tag} row `) && cells[2] === 'The shop' && cells[3] === '')).toBe(true);

    const [recorded] = await db.select().from(auditLog).where(eq(auditLog.entityType, 'export')).orderBy(desc(auditLog.id)).limit(1);
    expect(recorded).toMatchObject({
      action: 'export',
      entityLabel: 'Activity CSV',
      actorKind: 'staff',
      actorId: await userId(callers.admin),
      actorRole: 'owner',
      details: { filters: { q: tag.toLowerCase() } },
    });
  }, 60_000);

  it('defuses a cell that starts like a formula', async () => {
    const tag = newTag();
    await insertRows([row({ entityLabel: `=HYPERLINK("http://evil.example") ${tag}`, at: daysAgo(1) })]);
    const [, only] = await csvOf(await exportAs(callers.admin, { q: tag }));
    expect(only![7]).toBe(`'=HYPERLINK("http://evil.example") ${tag}`);
  });

  it('is refused (403) to a manager and a shopper, and given to an accountant', async () => {
    for (const caller of [await callers.staff('manager'), callers.shopper]) {
      const response = await exportAs(caller, {});
      expect(response.status).toBe(403);
    }
    const accountant = await callers.staff('accountant');
    const response = await exportAs(accountant, { type: 'export' });
    expect(response.status).toBe(200);
    const rows = await csvOf(response);
    // Its own export is in it: recorded before the file is read.
    expect(rows[1]).toEqual(expect.arrayContaining(['Accountant', 'export', 'Activity CSV']));
  });
});

describe('retention', () => {
  const purge = () => jobMaintenance.find((task) => task.name === 'activity rows past retention deleted')!.run();

  it('the maintenance deletes the rows past the retention setting, in batches, and no others', async () => {
    const tag = newTag();
    const count = async () => {
      const [result] = await queryRows<{ count: number }>(sql`select count(*)::int as count from audit_log where entity_label like ${`${tag}%`}`);
      return result!.count;
    };
    await insertSeries(tag, 2_500, daysAgo(800));
    await insertRows([row({ entityLabel: `${tag} at 700 days`, at: daysAgo(700) }), row({ entityLabel: `${tag} at 300 days`, at: daysAgo(300) })]);
    expect(await count()).toBe(2_502);

    // The default: 730 days (no settings row yet, or the column's default).
    expect(await purge()).toBe(2_500);
    expect(await count()).toBe(2);

    await db.insert(websiteSettings).values({ id: 1, siteName: 'Adire Living' }).onConflictDoNothing();
    await db.update(websiteSettings).set({ auditRetentionDays: 365 }).where(eq(websiteSettings.id, 1));
    try {
      expect(await purge()).toBe(1);
      const kept = await db.select({ label: auditLog.entityLabel }).from(auditLog).where(sql`${auditLog.entityLabel} like ${`${tag}%`}`);
      expect(kept).toEqual([{ label: `${tag} at 300 days` }]);
      // Nothing younger than a year may be deleted, whatever the setting says: the database refuses less.
      await expect(db.update(websiteSettings).set({ auditRetentionDays: 30 }).where(eq(websiteSettings.id, 1))).rejects.toThrow();
      expect(await purge()).toBe(0);
    } finally {
      await db.update(websiteSettings).set({ auditRetentionDays: 730 }).where(eq(websiteSettings.id, 1));
    }
  }, 60_000);
});
