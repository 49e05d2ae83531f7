import dns from 'node:dns';
import net from 'node:net';
import os from 'node:os';
import { badRequest } from '../../lib/errors';
import { WEBHOOK_MSG } from './messages';

/**
 * Addresses a webhook must never reach (server-side request forgery): loopback, private ranges,
 * link-local (cloud metadata lives at 169.254.169.254), carrier-grade NAT, unspecified, multicast
 * and reserved ones.
 */
const blocked = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net4, bits, 'ipv4');
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net6, bits, 'ipv6');

/** The server's own addresses: its network interfaces (a request to them reaches the server itself). */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) own.add(a.address.toLowerCase());
  return own;
}

/** Whether a webhook may not be sent to this IP address. */
export function isForbiddenAddress(ip: string): boolean {
  const lower = ip.toLowerCase().replace(/^\[|\]$/g, '');
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  const addr = mapped ?? lower;
  const family = net.isIPv4(addr) ? 'ipv4' : net.isIPv6(addr) ? 'ipv6' : null;
  if (!family) return true;
  return blocked.check(addr, family) || ownAddresses().has(addr);
}

const MAX_URL = 2000;

/**
 * Checks an endpoint URL when it is saved: http(s), no credentials, and (unless private addresses
 * are allowed) a host that is not this server and resolves only to public addresses. Delivery
 * checks the address again as it connects (guardedLookup), since DNS may answer differently later.
 */
export async function checkWebhookUrl(
  raw: string,
  opts: { allowPrivate: boolean; publicUrl: string },
): Promise<string> {
  if (raw.length > MAX_URL) throw badRequest(WEBHOOK_MSG.urlTooLong, { url: WEBHOOK_MSG.urlTooLong });
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badRequest(WEBHOOK_MSG.badUrl, { url: WEBHOOK_MSG.badUrl });
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname)
    throw badRequest(WEBHOOK_MSG.badUrl, { url: WEBHOOK_MSG.badUrl });
  if (url.username || url.password)
    throw badRequest(WEBHOOK_MSG.urlCredentials, { url: WEBHOOK_MSG.urlCredentials });
  if (opts.allowPrivate) return url.href;

  const host = url.hostname.replace(/^\[|\]$/g, '');
  let ownHost = '';
  try {
    ownHost = new URL(opts.publicUrl).hostname.replace(/^\[|\]$/g, '');
  } catch {}
  if (host.toLowerCase() === ownHost.toLowerCase())
    throw badRequest(WEBHOOK_MSG.privateUrl, { url: WEBHOOK_MSG.privateUrl });
  const addresses = net.isIP(host)
    ? [host]
    : await dns.promises
        .lookup(host, { all: true, verbatim: true })
        .then((list) => list.map((a) => a.address))
        .catch(() => {
          throw badRequest(WEBHOOK_MSG.unresolvable(host), { url: WEBHOOK_MSG.unresolvable(host) });
        });
  if (addresses.some(isForbiddenAddress))
    throw badRequest(WEBHOOK_MSG.privateUrl, { url: WEBHOOK_MSG.privateUrl });
  return url.href;
}

/**
 * A `lookup` for http.request that refuses forbidden addresses at connect time, so a host that
 * resolved to a public address when saved cannot be pointed at a private one later (DNS rebinding).
 * Node asks for every address (`all`) when it races IPv4 and IPv6, one otherwise: both are served.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: dns.LookupOptions,
    // biome-ignore lint/suspicious/noExplicitAny: node's lookup callback takes one address or a list
    callback: (err: NodeJS.ErrnoException | null, address: any, family?: number) => void,
  ) => {
    dns.lookup(hostname, { ...options, all: true }, (err, list) => {
      if (err) return callback(err, options.all ? [] : '', 0);
      const allowed = list.filter((a) => allowPrivate || !isForbiddenAddress(a.address));
      if (allowed.length === 0) return callback(new Error(WEBHOOK_MSG.privateUrl), options.all ? [] : '', 0);
      if (options.all) return callback(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}
