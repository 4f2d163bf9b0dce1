import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { config } from '../config';
import { ApiError } from '../errors/api-error';

/**
 * SSRF guard of webhook URLs (docs/decisions.md "Webhooks"): checked at create/update and again
 * at every delivery, after DNS, and the delivery connects to the address checked here (no second
 * resolution a rebinding DNS could answer differently).
 *
 * - `https:` only; with WEBHOOK_ALLOW_LOCAL_RECEIVERS (npm start, tests; never a deployment)
 *   `http://127.0.0.1:<port>` and `http://localhost:<port>` too, and only those loopback forms.
 * - No user or password in the URL (it would be sent to, and logged by, whoever receives it).
 * - Every address the host resolves to must be public (isPublicAddress): one private answer
 *   among public ones is refused, since the connection could pick any of them.
 * - Names resolve through WEBHOOK_RESOLVE first (tests, like curl --resolve; a name listed twice
 *   has two addresses), then DNS; a name
 *   that does not resolve is refused.
 */

export interface CheckedUrl {
  url: URL;
  /** The address to connect to (checked public, or loopback when local receivers are allowed). */
  address: string;
  family: 4 | 6;
}

export interface UrlSafetyOptions {
  allowLocalReceivers: boolean;
  /** `host=address[,host=address…]`. */
  resolve?: string;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
const DNS_TIMEOUT_MS = 5_000;

const refuse = (why: string): never => {
  throw new ApiError('invalid_webhook_url', `The webhook URL is not allowed: ${why}.`, [{ path: 'url', issue: why }]);
};

const defaults = (): UrlSafetyOptions => ({ allowLocalReceivers: config().WEBHOOK_ALLOW_LOCAL_RECEIVERS, resolve: config().WEBHOOK_RESOLVE });

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
    return { url, address: '127.0.0.1', family: 4 };
  }
  if (url.protocol !== 'https:') return refuse('the scheme must be https');

  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host) ? [host] : await resolveHost(host, options.resolve);
  if (addresses.length === 0) return refuse(`${host} does not resolve`);
  const blocked = addresses.find((address) => !isPublicAddress(address));
  if (blocked !== undefined) return refuse(`${host} is or resolves to a private, loopback, link-local or reserved address`);
  const address = addresses[0]!;
  return { url, address, family: isIP(address) === 6 ? 6 : 4 };
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

/** [first address, prefix length] of the IPv4 blocks no webhook may reach. */
const IPV4_BLOCKED: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 3], // multicast, reserved and broadcast (224/4 and 240/4)
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

function isPublicIpv6(address: string): boolean {
  const g = ipv6Groups(address);
  if (!g) return false;
  const zeros = (count: number) => g.slice(0, count).every((x) => x === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, deprecated; :: and ::1 among them).
  if (zeros(5) && g[5] === 0xffff) return isPublicIpv4(embeddedIpv4(g, 6));
  if (zeros(6)) return false;
  // 64:ff9b::/96 (NAT64) reaches the IPv4 address it embeds; 2002::/16 (6to4) too.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicIpv4(embeddedIpv4(g, 6));
  if (g[0] === 0x2002) return isPublicIpv4(embeddedIpv4(g, 1));
  if ((g[0]! & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local (fd00:ec2::254, the EC2 metadata service)
  if ((g[0]! & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
  if ((g[0]! & 0xffc0) === 0xfec0) return false; // fec0::/10 site-local (deprecated)
  if ((g[0]! & 0xff00) === 0xff00) return false; // ff00::/8 multicast
  return true;
}

/** Whether a webhook may be delivered to this IP address (pure: no DNS). Not an IP address: false. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return isPublicIpv4(ip);
  if (family === 6) return isPublicIpv6(ip);
  return false;
}
