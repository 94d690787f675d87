// @postgres: the Lagos-day filter and the CSV export's Lagos times are made in SQL
import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { auditMark, auditRowsAfter } from '../helpers/audit-rows-of';
import { userIdOf } from '../helpers/audit-entries';
import { newOrderRow, unique } from '../helpers/factories';
import { db } from '@/server/db/client';
import { auditLog, einvoices, jobs } from '@/server/db/schema';
import { listAdminEInvoices, countLateEInvoices } from '@/server/einvoicing/admin-einvoice-reads';
import { retryEInvoiceAction } from '@/server/einvoicing/actions/retry-einvoice';
import { queueReport } from '@/server/einvoicing/issue-einvoices';
import { GET as exportEInvoices } from '@/app/admin/einvoices/export/route';
import { EINVOICE_REPORT_JOB, type EInvoiceState } from '@/lib/einvoicing/einvoice-states';
import { adminEInvoiceListParamsSchema } from '@/lib/schemas/einvoice-admin';
import { EINVOICE_CSV_HEADER } from '@/server/einvoicing/admin-einvoice-export';

// The back office's E-invoices screen (src/app/admin/einvoices): its list with the filters in the URL,
// the "late" flag near the 24-hour reporting line, "Retry now", who may use them, and the CSV export.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
const HOUR = 60 * 60_000;
const ORIGIN = 'http://localhost:3000';

async function newEInvoice(values: { state?: EInvoiceState; dueInMs?: number; createdAt?: Date; typeCode?: '380' | '381'; reasons?: string[]; lastAnswer?: string } = {}) {
  const order = await newOrderRow({ status: 'processing', paymentStatus: 'paid', subtotalKobo: 215_000_50, totalAmountKobo: 215_000_50 });
  const number = `INV${unique()}`.toUpperCase();
  const [row] = await db
    .insert(einvoices)
    .values({
      orderId: order.id,
      typeCode: values.typeCode ?? '380',
      invoiceNumber: number,
      irn: `${number}-94ND90NR-20261124`,
      issueDate: '2026-11-24',
      amountKobo: order.totalAmountKobo,
      paymentStatus: 'PAID',
      state: values.state ?? 'waiting',
      reasons: values.reasons ?? [],
      lastAnswer: values.lastAnswer ?? null,
      body: '{"stale":true}',
      createdAt: values.createdAt ?? new Date(),
      dueBy: new Date(Date.now() + (values.dueInMs ?? 20 * HOUR)),
    })
    .returning();
  return { ...row!, orderNumber: order.orderNumber };
}

const params = (query: Record<string, string> = {}) => adminEInvoiceListParamsSchema.parse(query);

describe('the list', () => {
  it('is newest first, with the order number, type, late flag and reasons; filters by state, Lagos day and search', async () => {
    const older = await newEInvoice({ state: 'confirmed', createdAt: new Date('2026-11-20T10:00:00+01:00'), dueInMs: -30 * HOUR });
    const refused = await newEInvoice({ state: 'refused', reasons: ['Buyer TIN is not valid'], lastAnswer: 'Refused by MBS: invalid TIN', dueInMs: -HOUR });
    const late = await newEInvoice({ state: 'signed', dueInMs: 90 * 60_000 });
    const onTime = await newEInvoice({ state: 'waiting', dueInMs: 5 * HOUR, typeCode: '381' });

    const all = await as(callers.admin, () => listAdminEInvoices(params()));
    const ids = all.rows.map((row) => row.id);
    expect(ids.indexOf(onTime.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids.at(-1)).toBe(older.id);
    const byId = new Map(all.rows.map((row) => [row.id, row]));
    expect(byId.get(late.id)).toMatchObject({ orderNumber: late.orderNumber, late: true, state: 'signed', amountKobo: 215_000_50 });
    expect(byId.get(onTime.id)).toMatchObject({ late: false, typeCode: '381' });
    // Refused and confirmed are not "late": one waits on staff, the other is done.
    expect(byId.get(refused.id)).toMatchObject({ late: false, reasons: ['Buyer TIN is not valid'], lastAnswer: 'Refused by MBS: invalid TIN' });
    expect(byId.get(older.id)!.late).toBe(false);

    const refusedOnly = await as(callers.admin, () => listAdminEInvoices(params({ state: 'refused' })));
    expect(refusedOnly.rows.map((row) => row.id)).toEqual([refused.id]);

    const day = await as(callers.admin, () => listAdminEInvoices(params({ from: '2026-11-20', to: '2026-11-20' })));
    expect(day.rows.map((row) => row.id)).toEqual([older.id]);
    const before = await as(callers.admin, () => listAdminEInvoices(params({ to: '2026-11-19' })));
    expect(before.total).toBe(0);

    const byOrder = await as(callers.admin, () => listAdminEInvoices(params({ q: late.orderNumber.toLowerCase() })));
    expect(byOrder.rows.map((row) => row.id)).toEqual([late.id]);
    const byIrn = await as(callers.admin, () => listAdminEInvoices(params({ q: onTime.irn.slice(0, 10) })));
    expect(byIrn.rows.map((row) => row.id)).toEqual([onTime.id]);

    // A malformed URL falls back to the plain view.
    expect(params({ state: 'lost', from: '2026-13-01', page: '-2' })).toEqual({ q: '', state: undefined, from: undefined, to: undefined, page: 1 });

    // The dashboard's warning counts the open ones near or past their line (the late one above, at least).
    expect(await as(callers.admin, () => countLateEInvoices())).toBeGreaterThanOrEqual(1);
  });

  it('is read by an accountant and a manager, refused to fulfilment and content', async () => {
    await expect(as(await callers.staff('accountant'), () => listAdminEInvoices(params()))).resolves.toMatchObject({ page: 1 });
    await expect(as(await callers.staff('manager'), () => listAdminEInvoices(params()))).resolves.toMatchObject({ page: 1 });
    await expect(as(await callers.staff('fulfilment'), () => listAdminEInvoices(params()))).rejects.toMatchObject({ reason: 'forbidden' });
    await expect(as(await callers.staff('content'), () => countLateEInvoices())).rejects.toMatchObject({ reason: 'forbidden' });
  });
});

describe('Retry now', () => {
  const pendingJob = (id: string) =>
    db
      .select()
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, `${EINVOICE_REPORT_JOB}:${id}`), eq(jobs.status, 'pending')));

  it('sends a refused invoice again from the start: waiting, reasons cleared, body rebuilt, a job due now, an Activity row', async () => {
    const refused = await newEInvoice({ state: 'refused', reasons: ['Buyer TIN is not valid'] });
    const result = await as(await callers.staff('accountant'), () => retryEInvoiceAction({ id: refused.id }));
    expect(result).toEqual({ ok: true, data: { id: refused.id, state: 'waiting' } });

    const [row] = await db.select().from(einvoices).where(eq(einvoices.id, refused.id));
    expect(row).toMatchObject({ state: 'waiting', reasons: [], body: null });
    const [job] = await pendingJob(refused.id);
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entityId, refused.orderId), eq(auditLog.action, 'einvoice_retried')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: 'order', actorRole: 'accountant', details: { irn: refused.irn, stateBefore: 'refused' } });
  });

  it('makes a waiting invoice’s job, waiting out its backoff, due now', async () => {
    const waiting = await newEInvoice({ state: 'waiting' });
    await queueReport(db, waiting.id);
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() + HOUR) })
      .where(eq(jobs.dedupeKey, `${EINVOICE_REPORT_JOB}:${waiting.id}`));
    const result = await as(callers.admin, () => retryEInvoiceAction({ id: waiting.id }));
    expect(result).toEqual({ ok: true, data: { id: waiting.id, state: 'waiting' } });
    const pending = await pendingJob(waiting.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [row] = await db.select().from(einvoices).where(eq(einvoices.id, waiting.id));
    expect(row!.body).toBe('{"stale":true}');
  });

  it('refuses a confirmed invoice, and refuses fulfilment and content', async () => {
    const confirmed = await newEInvoice({ state: 'confirmed' });
    expect(await as(callers.admin, () => retryEInvoiceAction({ id: confirmed.id }))).toMatchObject({ ok: false, code: 'rejected' });
    const refused = await newEInvoice({ state: 'refused' });
    for (const role of ['fulfilment', 'content'] as const) {
      expect(await as(await callers.staff(role), () => retryEInvoiceAction({ id: refused.id }))).toMatchObject({ ok: false, code: 'forbidden' });
    }
    const [row] = await db.select().from(einvoices).where(eq(einvoices.id, refused.id));
    expect(row!.state).toBe('refused');
    expect(await pendingJob(refused.id)).toHaveLength(0);
  });
});

describe('the CSV export', () => {
  it('has the header and a row per e-invoice the filters match, naira with kobo; refused to fulfilment', async () => {
    const invoice = await newEInvoice({ state: 'refused', lastAnswer: '=HYPERLINK("x")' });
    const accountant = await callers.staff('accountant');
    const response = await exportEInvoices(new Request(`${ORIGIN}/admin/einvoices/export?q=${invoice.orderNumber}`, { headers: accountant.headers }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(EINVOICE_CSV_HEADER.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${invoice.orderNumber},Invoice,${invoice.irn},2026-11-24,Refused,215000\\.50,PAID,0,"'=HYPERLINK\\(""x""\\)",\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},,$`));

    const fulfilment = await callers.staff('fulfilment');
    expect((await exportEInvoices(new Request(`${ORIGIN}/admin/einvoices/export`, { headers: fulfilment.headers }))).status).toBe(403);
  });

  it('is recorded in Activity with its filters and the staff member who took it; a refused one is not an export', async () => {
    const accountant = await callers.staff('accountant');
    const mark = await auditMark();
    const response = await exportEInvoices(new Request(`${ORIGIN}/admin/einvoices/export?state=refused&from=2026-11-01&q=ORD`, { headers: accountant.headers }));
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const fulfilment = await callers.staff('fulfilment');
    expect((await exportEInvoices(new Request(`${ORIGIN}/admin/einvoices/export`, { headers: fulfilment.headers }))).status).toBe(403);
    expect((await auditRowsAfter(mark)).filter((row) => row.action === 'export')).toEqual([
      expect.objectContaining({
        entityType: 'export',
        entityLabel: 'E-invoices CSV',
        actorId: await userIdOf(accountant),
        actorRole: 'accountant',
        details: { filters: { q: 'ORD', state: 'refused', from: '2026-11-01' } },
      }),
    ]);
  });
});
