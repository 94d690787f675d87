import dgram from 'node:dgram';
import dns from 'node:dns';

// A DNS server on loopback for the process's own resolver (dns.setServers): every name it is asked is
// recorded; a name ending in one of `silentFor` is never answered (a DNS server that hangs), any other
// is answered "no such name". Restores the process's servers when closed.

export type LoopbackDns = { asked: string[]; close(): Promise<void> };

/** The name a query asks about (its first question), read label by label from byte 12. */
function questionName(query: Buffer): string {
  const labels: string[] = [];
  for (let at = 12; at < query.length && query[at]! > 0; at += query[at]! + 1) labels.push(query.toString('latin1', at + 1, at + 1 + query[at]!));
  return labels.join('.').toLowerCase();
}

/** The query sent back as its answer: a response, recursion available, rcode 3 (NXDOMAIN). */
function noSuchName(query: Buffer): Buffer {
  const answer = Buffer.from(query);
  answer[2] = 0x80 | (query[2]! & 0x01);
  answer[3] = 0x80 | 0x03;
  return answer;
}

export async function startLoopbackDns(silentFor: string[]): Promise<LoopbackDns> {
  const socket = dgram.createSocket('udp4');
  const asked: string[] = [];
  socket.on('message', (query, from) => {
    const name = questionName(query);
    asked.push(name);
    if (!silentFor.some((suffix) => name.endsWith(suffix))) socket.send(noSuchName(query), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const before = dns.getServers();
  dns.setServers([`127.0.0.1:${socket.address().port}`]);
  return {
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        dns.setServers(before);
        socket.close(() => resolve());
      }),
  };
}
