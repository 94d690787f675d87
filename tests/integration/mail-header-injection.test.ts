import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink } from '../helpers/smtp-sink';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { sendMail } from '@/server/mail/send-mail';

// A CR or LF in a value that reaches a mail header or the SMTP envelope must not start a header
// or an SMTP command of its own (nodemailer 8.0.9 and later: docs/security.md, "Mail").

const smtpPort = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  return pointMailAtSmtpSink();
});

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  pointDataDirAtTempFolder();
  smtp = await startSmtpSink(smtpPort);
});
afterAll(() => smtp.close());

/** The message's header block, with folded lines unfolded: one header a line. */
const headerLines = (raw: string) => raw.split(/\r\n\r\n/)[0]!.replace(/\r\n[ \t]+/g, ' ').split('\r\n');

describe('a CR/LF in a mail value', () => {
  it('in the List-Unsubscribe address does not add a header', async () => {
    await sendMail({
      to: 'ada@example.com',
      subject: 'Your cart is waiting',
      text: 'Come back.',
      listUnsubscribe: 'http://localhost:3000/api/unsubscribe?token=abc\r\nBcc: victim@evil.example\r\nX-Injected: yes',
    });
    const mail = smtp.received.at(-1)!;
    const headers = headerLines(mail.raw);
    expect(headers.filter((line) => /^(?:Bcc|X-Injected):/i.test(line))).toEqual([]);
    expect(headers.filter((line) => line.startsWith('List-Unsubscribe:'))).toHaveLength(1);
    expect(mail.to).toEqual(['ada@example.com']);
  });

  it('in the recipient is refused: no mail reaches anyone, the envelope gains no recipient', async () => {
    const before = smtp.received.length;
    await expect(sendMail({ to: 'ada@example.com\r\nRCPT TO:<victim@evil.example>', subject: 'Hello', text: 'Hi.' })).rejects.toThrow(/control character in to/);
    expect(smtp.received.slice(before)).toEqual([]);
    expect(smtp.received.flatMap((mail) => mail.to)).not.toContain('victim@evil.example');
  });

  it('in the subject does not add a header', async () => {
    await sendMail({ to: 'ada@example.com', subject: 'Hello\r\nBcc: victim@evil.example', text: 'Hi.' });
    const mail = smtp.received.at(-1)!;
    expect(headerLines(mail.raw).filter((line) => /^Bcc:/i.test(line))).toEqual([]);
    expect(mail.to).toEqual(['ada@example.com']);
  });

  it('in the reply-to address is refused', async () => {
    await expect(sendMail({ to: 'ada@example.com', replyTo: 'shop@example.com\nBcc: victim@evil.example', subject: 'Hello', text: 'Hi.' })).rejects.toThrow(
      /control character in replyTo/,
    );
  });
});
