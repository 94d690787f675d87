import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startSmtpSink } from '../helpers/smtp-sink';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { jobsOfKind, makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { SEND_MAIL_JOB } from '@/server/mail/mail-jobs';
import { db } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { POST } from '@/app/api/contact-email/route';

const smtpPort = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  process.env.SHOP_EMAIL = 'studio@adireliving.test';
  process.env.MAIL_FROM = 'Adire Living <no-reply@adireliving.test>';
  return port;
});

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  smtp = await startSmtpSink(smtpPort);
});
afterAll(async () => {
  await smtp.close();
  await database.dispose();
});

function post(body: unknown, ip = '198.51.100.20', browserHeaders: Record<string, string> = {}) {
  return POST(
    new Request('http://localhost/api/contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: ip, ...browserHeaders },
      body: JSON.stringify(body),
    }),
  );
}

const message = { name: 'Chioma Eze', email: 'chioma@example.com', phone: '0803 123 4567', message: 'I need curtains for a 4-bedroom duplex in Lekki.' };

describe('POST /api/contact-email', () => {
  it('stores the message, mails it to the shop over SMTP and answers {data, error: null}', async () => {
    const response = await post(message);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { id: string }; error: null };
    expect(body.error).toBeNull();
    expect(body.data.id).toMatch(/[0-9a-f-]{36}/);

    const rows = await db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Chioma Eze', phone: '0803 123 4567', readAt: null });

    // Queued with the message, sent by the job worker.
    expect(smtp.received).toHaveLength(0);
    await runJobsUntilIdle();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['studio@adireliving.test']);
    expect(mail.raw).toContain('Reply-To: chioma@example.com');
    expect(mail.raw).toContain('curtains for a 4-bedroom duplex');
  });

  it('refuses a message without name, email or message, with a clear error', async () => {
    for (const missing of ['name', 'email', 'message'] as const) {
      const response = await post({ ...message, [missing]: '' });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { data: null; error: { message: string } };
      expect(body.data).toBeNull();
      expect(body.error.message).toMatch(/required/i);
    }
    expect((await post('not json at all')).status).toBe(400);
  });

  it('accepts a missing phone and limits each client to 5 messages in 10 minutes', async () => {
    const ip = '198.51.100.77';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post({ ...message, phone: undefined }, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post(message, '198.51.100.78')).status).toBe(200);
  });

  it('keeps the message when the mail server is down, and mails it once the server is back', async () => {
    await runJobsUntilIdle();
    await smtp.close();
    const before = (await db.select().from(contactMessages)).length;
    const response = await post({ ...message, message: 'Sent while the mail server was down.' }, '198.51.100.90');
    expect(response.status).toBe(200);
    expect(await db.select().from(contactMessages)).toHaveLength(before + 1);
    await runJobsUntilIdle();
    expect((await jobsOfKind(SEND_MAIL_JOB)).at(-1)).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(readdirSync(path.join(process.env.DATA_DIR!))).not.toContain('mail');

    smtp = await startSmtpSink(smtpPort);
    await makeJobsDue();
    await runJobsUntilIdle();
    expect(smtp.received.map((mail) => mail.raw).join()).toContain('Sent while the mail server was down.');
  });

  it('counts IPv6 clients by their /64: six addresses of one network share the limit of 5, another network still passes', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 6; host++) statuses.push((await post(message, `2001:db8:77:1::${host}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post(message, '2001:db8:77:2::1')).status).toBe(200);
  });

  it("refuses a message posted from another site's page and stores nothing; the shop's own page still sends", async () => {
    const before = (await db.select().from(contactMessages)).length;
    const attempts: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site', origin: 'https://blog.adireliving.test' }];
    for (const headers of attempts) {
      const response = await post(message, '198.51.100.90', headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/another site/);
    }
    expect(await db.select().from(contactMessages)).toHaveLength(before);
    const own = await post(message, '198.51.100.91', { origin: `http://localhost:${process.env.PORT ?? 3000}`, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });
});
