import net from 'node:net';

// A port for a test file's SMTP sink, chosen before anything reads the environment (inside vi.hoisted),
// so the shop's SMTP_URL can name it. It is drawn below Linux's ephemeral range (32768 and up): a port
// there can be taken at any moment by an outgoing connection (PostgreSQL, Redis, the store itself),
// which once made `listen` fail with EADDRINUSE. A port another file's sink already holds is skipped.

const LOWEST = 20_000;
const COUNT = 12_000;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Picks a free loopback port for the SMTP sink and points the shop's mail at it. */
export async function pointMailAtSmtpSink(): Promise<number> {
  for (;;) {
    const port = LOWEST + Math.floor(Math.random() * COUNT);
    if (await isFree(port)) {
      process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
      return port;
    }
  }
}
