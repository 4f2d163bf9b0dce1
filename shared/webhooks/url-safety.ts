import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { config } from '../config';
import { ApiError } from '../errors/api-error';

/**
 * SSRF guard of webhook URLs (docs/decisions/webhooks.md, "SSRF: checked at create and at every delivery, the address pinned"): checked at create/update and again
 * at every delivery, after DNS, and the delivery connects to the address checked here (no second
 * resolution a rebinding DNS could answer differently).
 *
 * - `https:` only; with WEBHOOK_ALLOW_LOCAL_RECEIVERS (npm start, tests; never a deployment)
 *   `http://127.0.0.1:<port>` and `http://localhost:<port>` too, and only those loopback forms.
 * - No user or password in the URL (it would be sent to, and logged by, whoever receives it).
 * - Every address the host resolves to must be global unicast (isPublicAddress, the IANA
 *   special-purpose registries, embedded IPv4 forms judged by the IPv4 address): one other
 *   answer among global ones is refused, since the connection could pick any of them.
 * - In a deployment, port 443 or 8443 only (WEBHOOK_ALLOWED_PORTS widens it): no webhook to
 *   a public host's ssh, redis or admin port.
 * - Names resolve through WEBHOOK_RESOLVE first (tests, like curl --resolve; a name listed twice
 *   has two addresses), then DNS; a name
 *   that does not resolve is refused.
 */

export interface CheckedUrl {
  url: URL;
  /** The address to connect to (checked public, or loopback when local receivers are allowed). */
  address: string;
  family: 4 | 6;
  /** Every address the host resolved to, all checked (`address` is the first): a POST may go to any of them. */
  addresses: string[];
  /** The port the POST goes to (the URL's, or its scheme's default). */
  port: number;
}

export interface UrlSafetyOptions {
  allowLocalReceivers: boolean;
  /** `host=address[,host=address…]`. */
  resolve?: string;
  /** Ports an https URL may name (WEBHOOK_ALLOWED_PORTS); not given: 443 and 8443, any where local receivers are allowed. */
  allowedPorts?: readonly number[];
}

export const DEFAULT_WEBHOOK_PORTS: readonly number[] = [443, 8443];

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
const DNS_TIMEOUT_MS = 5_000;

const refuse = (why: string): never => {
  throw new ApiError('invalid_webhook_url', `The webhook URL is not allowed: ${why}.`, [{ path: 'url', issue: why }]);
};

const defaults = (): UrlSafetyOptions => ({
  allowLocalReceivers: config().WEBHOOK_ALLOW_LOCAL_RECEIVERS,
  resolve: config().WEBHOOK_RESOLVE,
  ...(config().WEBHOOK_ALLOWED_PORTS ? { allowedPorts: config().WEBHOOK_ALLOWED_PORTS } : {}),
});

export async function checkWebhookUrl(raw: string, options: UrlSafetyOptions = defaults()): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('not an absolute URL');
  }
  // `https://@host` parses with an empty user: the raw authority is what tells.
  if (url.username || url.password || /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(raw.trim())) return refuse('a user or password in the URL');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse('the scheme must be https');

  // The host as written, not as parsed: `http://2130706433/` parses to 127.0.0.1 but is not one of the two forms.
  const writtenHost = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]*)/i.exec(raw.trim())?.[1]?.toLowerCase();
  if (options.allowLocalReceivers && url.protocol === 'http:' && writtenHost && LOCAL_HOSTS.has(writtenHost) && LOCAL_HOSTS.has(url.hostname)) {
    return { url, address: '127.0.0.1', family: 4, addresses: ['127.0.0.1'], port: url.port === '' ? 80 : Number(url.port) };
  }
  if (url.protocol !== 'https:') return refuse('the scheme must be https');
  const port = url.port === '' ? 443 : Number(url.port);
  const ports = options.allowedPorts ?? (options.allowLocalReceivers ? null : DEFAULT_WEBHOOK_PORTS);
  if (ports && !ports.includes(port)) return refuse(`port ${port} is not allowed (${ports.join(', ')})`);

  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host) ? [host] : await resolveHost(host, options.resolve);
  if (addresses.length === 0) return refuse(`${host} does not resolve`);
  const blocked = addresses.find((address) => !isPublicAddress(address));
  if (blocked !== undefined) return refuse(`${host} is or resolves to an address that is not global unicast (private, loopback, link-local, documentation or otherwise reserved)`);
  const address = addresses[0]!;
  return { url, address, family: familyOf(address), addresses, port };
}

/** The socket family of a checked address. */
export const familyOf = (address: string): 4 | 6 => (isIP(address) === 6 ? 6 : 4);

/**
 * One spelling per machine address, for counting what is sent to it (rate-caps.ts): an IPv4
 * address as it is; an IPv4-mapped (::ffff:0:0/96) or well-known-prefix NAT64 (64:ff9b::/96)
 * IPv6 address as the IPv4 address it reaches (the same rule as isPublicAddress); any other IPv6
 * address in its RFC 5952 form (lower case, the longest run of zero groups compressed), so
 * `2606:4700:0:0::1111` and `2606:4700::1111` are one. Not an IP address: returned as given.
 */
export function canonicalAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const g = ipv6Groups(address);
  if (!g) return address.toLowerCase();
  if (inPrefix(g, [0, 0, 0, 0, 0, 0xffff], 96) || inPrefix(g, [0x64, 0xff9b, 0, 0, 0, 0], 96)) return embeddedIpv4(g, 6);
  // RFC 5952 §4.2: the longest run of two or more zero groups (the first of equal runs) becomes `::`.
  let best = { at: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    if (g[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j;
  }
  const hex = g.map((n) => n.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}

/** Every address of `host`: the WEBHOOK_RESOLVE entry if any, else DNS (empty when it fails). */
async function resolveHost(host: string, overrides: string | undefined): Promise<string[]> {
  const name = host.toLowerCase().replace(/\.$/, '');
  // A name may be listed more than once: all its entries are its addresses (as DNS answers several).
  const listed = (overrides ?? '')
    .split(',')
    .map((entry) => entry.split('=').map((part) => part.trim()))
    .filter(([key, value]) => key && value && key.toLowerCase() === name)
    .map(([, value]) => value!);
  if (listed.length > 0) return listed;
  let timer: NodeJS.Timeout | undefined;
  try {
    const answers = await Promise.race([
      lookup(name, { all: true, verbatim: true }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('DNS timeout')), DNS_TIMEOUT_MS);
      }),
    ]);
    return answers.map((answer) => answer.address);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/**
 * [first address, prefix length] of the IPv4 blocks no webhook may reach: the IANA IPv4
 * Special-Purpose Address Registry (RFC 6890 and updates) whole, multicast and the reserved
 * class E. Webhooks go to global unicast only (#33 §7); the few special blocks marked globally
 * reachable (AS112 192.31.196.0/24 and 192.175.48.0/24, AMT 192.52.193.0/24) serve DNS and
 * multicast tunnels, never a webhook receiver, so they are refused as well.
 */
const IPV4_BLOCKED: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.31.196.0', 24], // AS112-v4
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // direct delegation AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 3], // multicast (224/4), reserved (240/4) and limited broadcast
];

function ipv4ToNumber(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

function isPublicIpv4(address: string): boolean {
  const n = ipv4ToNumber(address);
  if (n === null) return false;
  return !IPV4_BLOCKED.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = ipv4ToNumber(base)!;
    return n >= start && n < start + size;
  });
}

/** The 8 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  if (text.includes('%')) return null; // a zone id: only link-local addresses have one
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = ipv4ToNumber(v4[1]!);
    if (n === null) return null;
    text = `${text.slice(0, -v4[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

const embeddedIpv4 = (groups: number[], from: number) =>
  [groups[from]! >> 8, groups[from]! & 0xff, groups[from + 1]! >> 8, groups[from + 1]! & 0xff].join('.');

/** Whether the 128-bit address `g` lies in `prefix`/`bits` (prefix as groups). */
function inPrefix(g: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < 8 && bits > 0; i++, bits -= 16) {
    const mask = bits >= 16 ? 0xffff : (0xffff << (16 - bits)) & 0xffff;
    if (((g[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

/**
 * IPv6 blocks inside global unicast (2000::/3) that the IANA IPv6 Special-Purpose Address
 * Registry sets apart: no webhook goes there.
 */
const IPV6_BLOCKED_IN_GLOBAL: ReadonlyArray<readonly [number[], number]> = [
  [[0x2001, 0x0000], 23], // IETF protocol assignments: Teredo 2001::/32 (embeds any IPv4), benchmarking, ORCHID…
  [[0x2001, 0x0db8], 32], // documentation
  [[0x2002], 16], // 6to4 (deprecated, RFC 7526): embeds an IPv4 address, private ones included
  [[0x3fff, 0x0000], 20], // documentation (RFC 9637)
];

/**
 * Global unicast only (#33 §7): an IPv4-mapped address (::ffff:0:0/96) or a well-known-prefix
 * NAT64 address (64:ff9b::/96) is judged by the IPv4 address it reaches; every other address
 * must lie in 2000::/3 outside the special blocks above. Refused therefore: ::/128, ::1, the
 * IPv4-compatible ::/96, ::ffff:0:0:0/96 (SIIT), 64:ff9b:1::/48 (local-use NAT64), 100::/64
 * (discard), fc00::/7, fe80::/10, fec0::/10, ff00::/8 and everything unassigned.
 */
function isPublicIpv6(address: string): boolean {
  const g = ipv6Groups(address);
  if (!g) return false;
  if (inPrefix(g, [0, 0, 0, 0, 0, 0xffff], 96)) return isPublicIpv4(embeddedIpv4(g, 6));
  if (inPrefix(g, [0x64, 0xff9b, 0, 0, 0, 0], 96)) return isPublicIpv4(embeddedIpv4(g, 6));
  if (!inPrefix(g, [0x2000], 3)) return false;
  return !IPV6_BLOCKED_IN_GLOBAL.some(([prefix, bits]) => inPrefix(g, prefix, bits));
}

/** Whether a webhook may be delivered to this IP address (pure: no DNS). Not an IP address: false. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return isPublicIpv4(ip);
  if (family === 6) return isPublicIpv6(ip);
  return false;
}
