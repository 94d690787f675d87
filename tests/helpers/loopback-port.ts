import net from 'node:net';

// Ports for test servers that must be named before they listen: a file's SMTP sink (its SMTP_URL is set
// inside vi.hoisted, before anything reads the environment) and a private e2e store, which is stopped
// and started again on the same port. They are drawn below Linux's ephemeral range (32768 and up): a
// port there can be taken at any moment by an outgoing connection (PostgreSQL, Redis, a browser), which
// once made an SMTP sink's `listen` fail with EADDRINUSE. A port some other server holds is skipped.

const LOWEST = 20_000;
const COUNT = 12_000;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A loopback port no server holds now and no outgoing connection will take. */
export async function freeLoopbackPort(): Promise<number> {
  for (;;) {
    const port = LOWEST + Math.floor(Math.random() * COUNT);
    if (await isFree(port)) return port;
  }
}

/** Picks a port for the file's SMTP sink and points the shop's mail at it. */
export async function pointMailAtSmtpSink(): Promise<number> {
  const port = await freeLoopbackPort();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  return port;
}
