import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { readableMail, startSmtpSink } from '../../helpers/smtp-sink';
import { e2eServer } from './server-env';

// The store under test sends its mail over SMTP to a real SMTP server on loopback, started once by
// global-setup.ts. Each message it receives is written as a JSON file into the run's mail folder,
// where every Playwright worker reads it back: workers are separate processes.

export type SunkMail = { to: string[]; subject: string; text: string };

/** Starts the sink for the whole run; the returned function stops it. */
export async function startE2eMailSink() {
  mkdirSync(e2eServer.mailDir, { recursive: true });
  let written = 0;
  const sink = await startSmtpSink(e2eServer.smtpPort, {
    onMail(mail) {
      const text = readableMail(mail.raw);
      const subject = /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '';
      const file = path.join(e2eServer.mailDir, `${Date.now()}-${String(++written).padStart(6, '0')}.json`);
      writeFileSync(file, JSON.stringify({ to: mail.to.map((address) => address.toLowerCase()), subject, text } satisfies SunkMail));
    },
  });
  return sink.close;
}

function mailsTo(address: string): SunkMail[] {
  const wanted = address.toLowerCase();
  return readdirSync(e2eServer.mailDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(e2eServer.mailDir, file), 'utf8')) as SunkMail)
    .filter((mail) => mail.to.includes(wanted));
}

/** The newest mail to `address` whose subject matches, waiting for it to arrive (mail goes out from a job). */
export async function waitForMail(address: string, subject: RegExp, { timeout = 20_000 } = {}): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(address).filter((mail) => subject.test(mail.subject)).at(-1);
        return Boolean(found);
      },
      { timeout, message: `a mail to ${address} with a subject matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** How many mails to `address` match `subject` so far. */
export function countMails(address: string, subject: RegExp): number {
  return mailsTo(address).filter((mail) => subject.test(mail.subject)).length;
}

/** The first link in a mail's text that starts with `prefix` (a path on the store, e.g. "/auth/reset"). */
export function linkIn(mail: SunkMail, prefix: string, storeUrl = e2eServer.baseUrl): string {
  const escaped = `${storeUrl}${prefix}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`No link starting ${prefix} in the mail "${mail.subject}"`);
  return match[0];
}
