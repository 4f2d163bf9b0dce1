import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors/api-error';
import { checkWebhookUrl, isPublicAddress, type UrlSafetyOptions } from '../../shared/webhooks/url-safety';

/**
 * The SSRF guard of webhook URLs (#20, docs/decisions.md "Webhooks"), without DNS: names resolve
 * through the WEBHOOK_RESOLVE form given here (an unknown `.invalid` name never resolves).
 */
const RESOLVE = 'public.hooks.test=203.0.113.9,private.hooks.test=10.1.2.3,meta.hooks.test=169.254.169.254,v6.hooks.test=2606:4700::1111,mapped.hooks.test=::ffff:192.168.1.1';
const local: UrlSafetyOptions = { allowLocalReceivers: true, resolve: RESOLVE };
const deployed: UrlSafetyOptions = { allowLocalReceivers: false, resolve: RESOLVE };

async function refusal(url: string, options: UrlSafetyOptions): Promise<string> {
  const error = await checkWebhookUrl(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `${url} should be refused`).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe('invalid_webhook_url');
  expect((error as ApiError).status).toBe(422);
  return (error as ApiError).message;
}

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.255.255',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'febf::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '2002:a00:1::1',
    'not an address',
    '',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '192.0.1.1', '192.169.0.1', '198.17.255.255', '198.20.0.0', '223.255.255.255', '203.0.113.9', '2606:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'accepts %s',
    (ip) => {
      expect(isPublicAddress(ip)).toBe(true);
    },
  );
});

describe('checkWebhookUrl', () => {
  it('accepts https on a public address or a name resolving to one, and answers the address to connect to', async () => {
    expect(await checkWebhookUrl('https://public.hooks.test/in', deployed)).toMatchObject({ address: '203.0.113.9', family: 4 });
    expect(await checkWebhookUrl('https://PUBLIC.hooks.test.:8443/in?x=1', deployed)).toMatchObject({ address: '203.0.113.9', family: 4 });
    expect(await checkWebhookUrl('https://v6.hooks.test/', deployed)).toMatchObject({ address: '2606:4700::1111', family: 6 });
    expect(await checkWebhookUrl('https://8.8.8.8/', deployed)).toMatchObject({ address: '8.8.8.8', family: 4 });
    expect(await checkWebhookUrl('https://[2606:4700::1111]/', deployed)).toMatchObject({ address: '2606:4700::1111', family: 6 });
  });

  it.each([
    ['http on a public host', 'http://public.hooks.test/in'],
    ['another scheme', 'ftp://public.hooks.test/in'],
    ['not a URL', 'hooks.example.com/in'],
    ['a private address', 'https://10.0.0.1/'],
    ['the metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'https://[::1]/'],
    ['the IPv6 metadata address', 'https://[fd00:ec2::254]/'],
    ['an IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/'],
    ['a decimal loopback', 'https://2130706433/'],
    ['a name resolving to a private address', 'https://private.hooks.test/'],
    ['a name resolving to the metadata address', 'https://meta.hooks.test/'],
    ['a name resolving to an IPv4-mapped private address', 'https://mapped.hooks.test/'],
    ['a name that does not resolve', 'https://nowhere.invalid/'],
    ['a user and password', 'https://user:secret@public.hooks.test/'],
    ['an empty user', 'https://@public.hooks.test/'],
  ])('refuses %s (%s)', async (_why, url) => {
    await refusal(url, deployed);
    await refusal(url, local);
  });

  it('accepts http://127.0.0.1:<port> and http://localhost:<port> only when local receivers are allowed', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:4567/hooks', local)).toMatchObject({ address: '127.0.0.1', family: 4 });
    expect(await checkWebhookUrl('http://localhost:4567/hooks', local)).toMatchObject({ address: '127.0.0.1', family: 4 });
    expect(await refusal('http://127.0.0.1:4567/hooks', deployed)).toMatch(/https/);
    expect(await refusal('http://localhost:4567/hooks', deployed)).toMatch(/https/);
  });

  it('allows no other loopback form, even with local receivers', async () => {
    for (const url of ['http://127.0.0.2:4567/', 'http://[::1]:4567/', 'http://2130706433:4567/', 'http://0x7f.0.0.1:4567/', 'http://localhost.:4567/', 'https://127.0.0.1:4567/']) {
      await refusal(url, local);
    }
  });

  it('refuses a name when any one of its addresses is private (the connection could pick it)', async () => {
    // A name listed twice in WEBHOOK_RESOLVE has both addresses, as a DNS answer with two records.
    const mixed = 'mixed.hooks.test=203.0.113.9,mixed.hooks.test=10.1.2.3';
    await refusal('https://mixed.hooks.test/', { allowLocalReceivers: false, resolve: mixed });
    await refusal('https://mixed.hooks.test/', { allowLocalReceivers: false, resolve: mixed.split(',').reverse().join(',') });
    expect(await checkWebhookUrl('https://both.hooks.test/', { allowLocalReceivers: false, resolve: 'both.hooks.test=203.0.113.9,both.hooks.test=8.8.8.8' })).toMatchObject({
      address: '203.0.113.9',
    });
  });
});
