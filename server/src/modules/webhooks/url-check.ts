import dns from 'node:dns';
import net from 'node:net';
import os from 'node:os';
import ipaddr from 'ipaddr.js';
import { badRequest } from '../../lib/errors';
import { WEBHOOK_MSG } from './messages';

/**
 * Addresses a webhook must never reach (server-side request forgery): loopback, private ranges,
 * link-local (cloud metadata lives at 169.254.169.254), carrier-grade NAT, unspecified, multicast,
 * documentation and reserved ones: every special range ipaddr.js knows, plus this list (kept so no
 * range once refused is ever let through).
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

/** NAT64's well-known prefix: 64:ff9b::a.b.c.d reaches the IPv4 address a.b.c.d through a NAT64 gateway. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * The IPv4 address an IPv6 address stands for, when it is one of the forms that reach an IPv4
 * host: IPv4-mapped (::ffff:a.b.c.d, also written ::ffff:7f00:1), IPv4-translated
 * (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4
 * (2002:AABB:CCDD::). Null for any other IPv6 address.
 */
function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = v6.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  if (v6.range() === 'rfc6145' || v6.match(NAT64) || p.slice(0, 6).every((x) => x === 0))
    return v4(p[6]!, p[7]!);
  if (v6.range() === '6to4') return v4(p[1]!, p[2]!);
  return null;
}

/** The server's own addresses: its network interfaces (a request to them reaches the server itself). */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) own.add(ipaddr.process(a.address.split('%')[0]!).toString());
  return own;
}

const forbiddenIPv4 = (v4: ipaddr.IPv4) => v4.range() !== 'unicast' || blocked.check(v4.toString(), 'ipv4');

/**
 * Whether a webhook may not be sent to this IP address. An IPv6 address that carries an IPv4 one
 * is judged by that IPv4 address (::ffff:127.0.0.1 is loopback, 64:ff9b::a00:1 is 10.0.0.1); any
 * other IPv6 address must be global unicast (NAT64's local-use 64:ff9b:1::/48, Teredo and the rest
 * of the special ranges are refused whole).
 */
export function isForbiddenAddress(ip: string): boolean {
  const text = ip.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text) || net.isIP(text.split('%')[0]!) === 0) return true;
  const addr = ipaddr.parse(text);
  if (addr.kind() === 'ipv4') {
    const v4 = addr as ipaddr.IPv4;
    return forbiddenIPv4(v4) || ownAddresses().has(v4.toString());
  }
  const v6 = addr as ipaddr.IPv6;
  const v4 = embeddedIPv4(v6);
  if (v4) return forbiddenIPv4(v4) || ownAddresses().has(v4.toString());
  const bare = v6.toString().split('%')[0]!;
  return v6.range() !== 'unicast' || blocked.check(bare, 'ipv6') || ownAddresses().has(bare);
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
