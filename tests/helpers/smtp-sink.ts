import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps every message it receives. `refuse` names
 * recipients it turns away (550), as a mail server does with an address it will not take;
 * `onMail` hears of each message as it arrives.
 */
export async function startSmtpSink(
  port: number,
  { refuse, onMail }: { refuse?: (address: string) => boolean; onMail?: (mail: ReceivedMail) => void } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (refuse?.(address.address)) return callback(Object.assign(new Error(`Recipient ${address.address} refused`), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        };
        received.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  // A port already taken fails the file's setup at once, not after the hook's timeout.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Once listening, a client that hangs up mid-conversation (a store stopped while it was mailing, ECONNRESET)
  // is that client's end, as on a real mail server: without a listener the error would end the whole test run.
  server.on('error', () => {});
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A message's text as a reader sees it: quoted-printable soft breaks and escapes (₦, ×) undone. */
export function readableMail(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
