import dgram from 'node:dgram';
import dns from 'node:dns';
import { isIPv4, isIPv6 } from 'node:net';

// A DNS server on loopback for the process's own resolver (dns.setServers): every name it is asked is
// recorded; a name ending in one of `silentFor` is never answered (a DNS server that hangs), a name in
// `answers` gets its IPv4 addresses for A and IPv6 for AAAA, any other "no such name". Restores the
// process's servers when closed.

export type LoopbackDns = { asked: string[]; close(): Promise<void> };
type Options = { silentFor?: string[]; answers?: Record<string, string[]> };

const A = 1;
const AAAA = 28;

/** The query's first question: its name, read label by label from byte 12, and where its type is. */
function question(query: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let at = 12;
  for (; at < query.length && query[at]! > 0; at += query[at]! + 1) labels.push(query.toString('latin1', at + 1, at + 1 + query[at]!));
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

/** An IPv6 address as its 16 bytes. */
function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...Array<string>(address.includes('::') ? missing : 0).fill('0'), ...groups(tail)];
  return Buffer.from(all.flatMap((group) => [Number.parseInt(group, 16) >> 8, Number.parseInt(group, 16) & 0xff]));
}

/** The query's own question with its answers: a response, recursion available; no name at all is rcode 3 (NXDOMAIN). */
function answer(query: Buffer, addresses: string[] | undefined): Buffer {
  const { end } = question(query);
  const type = query.readUInt16BE(end);
  const records = (addresses ?? []).filter((address) => (type === A ? isIPv4(address) : type === AAAA && isIPv6(address)));
  const header = Buffer.from(query.subarray(0, 12));
  header[2] = 0x80 | (query[2]! & 0x01);
  header[3] = 0x80 | (addresses ? 0 : 0x03);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  header.writeUInt32BE(0, 8);
  const rdata = records.map((address) => (type === A ? Buffer.from(address.split('.').map(Number)) : ipv6Bytes(address)));
  const answers = rdata.map((data) => {
    const record = Buffer.alloc(12);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(type, 2);
    record.writeUInt16BE(1, 4); // class IN
    record.writeUInt32BE(60, 6);
    record.writeUInt16BE(data.length, 10);
    return Buffer.concat([record, data]);
  });
  return Buffer.concat([header, query.subarray(12, end + 4), ...answers]);
}

export async function startLoopbackDns({ silentFor = [], answers = {} }: Options): Promise<LoopbackDns> {
  const socket = dgram.createSocket('udp4');
  const asked: string[] = [];
  socket.on('message', (query, from) => {
    const { name } = question(query);
    asked.push(name);
    if (!silentFor.some((suffix) => name.endsWith(suffix))) socket.send(answer(query, answers[name]), from.port, from.address);
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
