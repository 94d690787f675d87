import 'server-only';
import dns from 'node:dns';
import { lookup, Resolver } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { getEnv } from '@/server/env';

// Pictures named in a catalogue file are fetched by the server, so a file must not make it reach
// this machine or its network (docs/security.md, "Pictures fetched by the catalogue import"): every
// address a host resolves to must be public. IMPORT_ALLOW_LOOPBACK lets the tests fetch from loopback.

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Loopback, private, link-local, shared, multicast or reserved: anything but the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? PRIVATE.check(mapped, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether pictures may be fetched from this address. */
function refused(address: string): boolean {
  if (!isPrivateAddress(address)) return false;
  if (!getEnv().IMPORT_ALLOW_LOOPBACK) return true;
  return !(isIP(address) === 4 ? LOOPBACK.check(address, 'ipv4') : LOOPBACK.check(address, 'ipv6'));
}

/** The URL's host without IPv6 brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * What stands in the way of fetching pictures from a host. 'private': it is, or resolves to, an address
 * off the public internet, which refuses the picture's row (docs/security.md). 'not-found': its name
 * does not resolve now, the picture's own failure like a 404: every connection is checked again anyway.
 */
export type HostProblem = { kind: 'private' | 'not-found'; message: string };

/** A problem publicLookup gives a connection, so the fetch can tell it from a network's failure. */
export class AddressProblem extends Error {}

/** How long one host's lookup may take in the preview and the import, tries included (docs/decisions/0055, "Amendment: picture hosts"). */
export const HOST_LOOKUP_MS = 5_000;

export async function hostProblem(host: string): Promise<HostProblem | null> {
  if (isIP(host)) return refused(host) ? { kind: 'private', message: privateMessage(host) } : null;
  const addresses = await resolveWithin(host, HOST_LOOKUP_MS);
  if (addresses === 'late') return { kind: 'not-found', message: `the host ${host} did not answer within ${HOST_LOOKUP_MS / 1000} seconds` };
  if (addresses.length === 0) return { kind: 'not-found', message: notFoundMessage(host) };
  return addresses.some((address) => refused(address)) ? { kind: 'private', message: privateMessage(host) } : null;
}

/**
 * The host's IPv4 and IPv6 addresses, asked of the DNS servers (c-ares) rather than getaddrinfo: a
 * slow name then holds none of libuv's four threads, which read files for the whole shop, and its
 * queries are cancelled at the deadline. The servers are the process's (dns.setServers sets them).
 */
async function resolveWithin(host: string, ms: number): Promise<string[] | 'late'> {
  const resolver = new Resolver({ timeout: ms, tries: 1 });
  // Read from the module at each call: dns.setServers replaces the resolver a named import was bound to.
  resolver.setServers(dns.getServers());
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  const answers = Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]).then((results) => {
    const addresses = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    const timedOut = results.some((result) => result.status === 'rejected' && (result.reason as NodeJS.ErrnoException).code === 'ETIMEOUT');
    return addresses.length === 0 && timedOut ? ('late' as const) : addresses;
  });
  try {
    return await Promise.race([answers, late]);
  } finally {
    clearTimeout(timer);
    resolver.cancel();
  }
}

const privateMessage = (host: string) => `${host} is a private or local network address: pictures must come from the public internet`;
const notFoundMessage = (host: string) => `the host ${host} cannot be found`;

/**
 * A `lookup` for http.request that refuses a private address at connection time, so a host that
 * answered with a public address when checked cannot answer with a private one when fetched.
 */
export function publicLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: (error: Error | null, address: string | { address: string; family: number }[], family?: number) => void,
): void {
  lookup(hostname, { all: true }).then(
    (addresses) => {
      const anyRefused = addresses.some(({ address }) => refused(address));
      if (anyRefused || addresses.length === 0) {
        callback(new AddressProblem(anyRefused ? privateMessage(hostname) : notFoundMessage(hostname)), '', 0);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    },
    () => callback(new AddressProblem(notFoundMessage(hostname)), '', 0),
  );
}
