// @postgres: searches the jobs' payload as text in SQL
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { newCategory, newProduct } from '../helpers/factories';
import { insertDraft } from '../helpers/drafts';
import { runJobsUntilIdle } from '../helpers/jobs';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { queryRows } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { mailDraftLinkAction } from '@/server/drafts/actions/manage-draft';
import { onRequestError } from '@/instrumentation';

// A draft order's link opens the draft to whoever holds it (docs/security.md, "Draft order links"). Mailed
// to the customer, it reaches their mailbox and is kept nowhere in the shop: no job row, pending or done
// (kept for the jobs' retention and in backups), and no log line, the server's own or a failed request's.

const { smtpPort, dataDir } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return { smtpPort: port, dataDir: pointDataDirAtTempFolder() };
});

const callers = setUpAdminTestDatabase(dataDir);
const REFUSED = 'refused@example.com';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink(smtpPort, { refuse: (address) => address === REFUSED });
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await resetDatabase({ keep: SIGNED_IN_ACCOUNTS });
  await newCategory('Sofas');
});

/** Every line the server's logger writes from now on, at every level; `stop` puts it back. */
function serverLogLines() {
  const lines: string[] = [];
  const held = logger as unknown as Record<symbol, unknown>;
  const stream = held[pino.symbols.streamSym];
  const level = logger.level;
  held[pino.symbols.streamSym] = { write: (line: string) => lines.push(line) };
  logger.level = 'debug';
  return {
    lines,
    stop() {
      held[pino.symbols.streamSym] = stream;
      logger.level = level;
    },
  };
}

/** The job rows whose payload or error holds `text`, whatever their state. */
const jobsHolding = (text: string) => queryRows(sql`select id, status from ${jobs} where ${jobs.payload}::text like ${`%${text}%`} or coalesce(${jobs.lastError}, '') like ${`%${text}%`}`);

describe('mailing a draft order’s link', () => {
  it('sends it to the customer, and no job row, pending or done, nor any log line keeps the token', async () => {
    const log = serverLogLines();
    try {
      const { draftId, token } = await insertDraft(await newProduct({ name: 'Ikoyi Sofa' }));
      expect(await as(callers.admin, () => mailDraftLinkAction({ draftId, token }))).toMatchObject({ ok: true });
      expect(await jobsHolding(token)).toEqual([]);
      await runJobsUntilIdle();
      expect(await jobsHolding(token)).toEqual([]);

      const mailed = smtp.received.filter((mail) => mail.to.includes('amaka@example.com')).map((mail) => readableMail(mail.raw));
      expect(mailed).toHaveLength(1);
      expect(mailed[0]).toContain(`/pay/${token}`);

      // The customer's page failing to render is logged with its path, the token left out.
      vi.stubEnv('NEXT_RUNTIME', 'nodejs');
      await onRequestError(new Error(`Could not render /pay/${token}`), { path: `/pay/${token}?utm_source=whatsapp`, method: 'GET' }, { routePath: '/pay/[token]', routeType: 'render' });
      vi.unstubAllEnvs();
      expect(log.lines.some((line) => line.includes('Request failed') && line.includes('/pay/[redacted]'))).toBe(true);
      expect(log.lines.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      log.stop();
    }
  });

  it('tells staff when the mail server refuses it, and logs that without the token', async () => {
    const log = serverLogLines();
    try {
      const { draftId, token } = await insertDraft(await newProduct({ name: 'Ikoyi Sofa' }), { customerEmail: REFUSED });
      expect(await as(callers.admin, () => mailDraftLinkAction({ draftId, token }))).toMatchObject({ ok: false, error: expect.stringMatching(/could not be sent.*WhatsApp/) });
      expect(log.lines.some((line) => line.includes('Could not mail a draft order link'))).toBe(true);
      expect(log.lines.filter((line) => line.includes(token))).toEqual([]);
      expect(await jobsHolding(token)).toEqual([]);
    } finally {
      log.stop();
    }
  });
});
