// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors/api-error';
import { canonicalAddress, checkWebhookUrl, isPublicAddress, type UrlSafetyOptions } from '../../shared/webhooks/url-safety';

/**
 * The SSRF guard of webhook URLs (#20, docs/decisions/webhooks.md), without DNS: names resolve
 * through the WEBHOOK_RESOLVE form given here (an unknown `.invalid` name never resolves).
 */
const RESOLVE = 'public.hooks.test=93.184.215.9,private.hooks.test=10.1.2.3,meta.hooks.test=169.254.169.254,v6.hooks.test=2606:4700::1111,mapped.hooks.test=::ffff:192.168.1.1';
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
    // #33 §7: every address the second attack reached, and the rest of the special-purpose registries.
    '64:ff9b:1::a9fe:a9fe',
    '64:ff9b:1::1',
    '::ffff:0:7f00:1',
    '::ffff:0:a9fe:a9fe',
    '::ffff:0:808:808',
    '2001::5601:5601',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '100::1',
    '100::ffff:ffff:ffff:ffff',
    '2001:db8::1',
    '2001:db8:ffff::1',
    '192.0.2.1',
    '198.51.100.1',
    '203.0.113.1',
    '192.88.99.1',
    '192.31.196.1',
    '192.52.193.1',
    '192.175.48.1',
    '2002:a00:1::1',
    '2002:c0a8:101::1',
    '2002:808:808::1',
    '2001:2::1',
    '2001:10::1',
    '2001:20::1',
    '3fff::1',
    '5f00::1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::c000:201',
    '::ffff:203.0.113.1',
    '::808:808',
    '4000::1',
    'fec0::1',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '192.0.1.1', '192.169.0.1', '198.17.255.255', '198.20.0.0', '223.255.255.255', '93.184.215.9', '192.88.98.255', '192.88.100.0', '198.51.99.255', '203.0.112.255', '203.0.114.0', '2001:200::1', '2001:4860:4860::8888', '2003::1', '3ffe::1', '2606:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'accepts %s',
    (ip) => {
      expect(isPublicAddress(ip)).toBe(true);
    },
  );
});

describe('checkWebhookUrl', () => {
  it('accepts https on a public address or a name resolving to one, and answers the address to connect to', async () => {
    expect(await checkWebhookUrl('https://public.hooks.test/in', deployed)).toMatchObject({ address: '93.184.215.9', family: 4 });
    expect(await checkWebhookUrl('https://PUBLIC.hooks.test.:8443/in?x=1', deployed)).toMatchObject({ address: '93.184.215.9', family: 4 });
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

  it.each([
    ['https://[64:ff9b:1::a9fe:a9fe]/'],
    ['https://[::ffff:0:7f00:1]/'],
    ['https://[::ffff:0:a9fe:a9fe]/'],
    ['https://[2001::5601:5601]/'],
    ['https://[100::1]/'],
    ['https://[2001:db8::1]/'],
    ['https://192.0.2.1/'],
    ['https://198.51.100.1/'],
    ['https://203.0.113.1/'],
    ['https://192.88.99.1/'],
  ])('refuses %s, deployed or local (#33 §7)', async (url) => {
    await refusal(url, deployed);
    await refusal(url, local);
  });

  it('in a deployment, only ports 443 and 8443 unless the setting widens them (#33 §7)', async () => {
    for (const url of ['https://8.8.8.8:22/', 'https://8.8.8.8:6379/', 'https://public.hooks.test:80/', 'https://public.hooks.test:444/', 'https://[2606:4700::1111]:8080/']) {
      expect(await refusal(url, deployed)).toMatch(/port/);
    }
    expect(await checkWebhookUrl('https://8.8.8.8:443/', deployed)).toMatchObject({ address: '8.8.8.8' });
    expect(await checkWebhookUrl('https://8.8.8.8:8443/', deployed)).toMatchObject({ address: '8.8.8.8' });
    expect(await checkWebhookUrl('https://8.8.8.8:9443/', { ...deployed, allowedPorts: [443, 9443] })).toMatchObject({ address: '8.8.8.8' });
    await refusal('https://8.8.8.8:8443/', { ...deployed, allowedPorts: [443, 9443] });
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
    const mixed = 'mixed.hooks.test=93.184.215.9,mixed.hooks.test=10.1.2.3';
    await refusal('https://mixed.hooks.test/', { allowLocalReceivers: false, resolve: mixed });
    await refusal('https://mixed.hooks.test/', { allowLocalReceivers: false, resolve: mixed.split(',').reverse().join(',') });
    expect(await checkWebhookUrl('https://both.hooks.test/', { allowLocalReceivers: false, resolve: 'both.hooks.test=93.184.215.9,both.hooks.test=8.8.8.8' })).toMatchObject({
      address: '93.184.215.9',
    });
  });

  it('answers every address it checked and the port the POST goes to (what the rate caps count, #45)', async () => {
    const both = { allowLocalReceivers: false, resolve: 'both.hooks.test=93.184.215.9,both.hooks.test=8.8.8.8' };
    expect(await checkWebhookUrl('https://both.hooks.test/', both)).toMatchObject({ addresses: ['93.184.215.9', '8.8.8.8'], port: 443 });
    expect(await checkWebhookUrl('https://public.hooks.test:8443/in', deployed)).toMatchObject({ addresses: ['93.184.215.9'], port: 8443 });
    expect(await checkWebhookUrl('http://localhost:4567/hooks', local)).toMatchObject({ addresses: ['127.0.0.1'], port: 4567 });
    expect(await checkWebhookUrl('http://127.0.0.1/hooks', local)).toMatchObject({ addresses: ['127.0.0.1'], port: 80 });
  });
});

describe('canonicalAddress: one spelling per machine address (#45 finding 3)', () => {
  it.each([
    ['93.184.215.9', '93.184.215.9'],
    ['::ffff:93.184.215.9', '93.184.215.9'],
    ['::ffff:5db8:d709', '93.184.215.9'],
    ['64:ff9b::93.184.215.9', '93.184.215.9'],
    ['2606:4700::1111', '2606:4700::1111'],
    ['2606:4700:0:0:0:0:0:1111', '2606:4700::1111'],
    ['2606:4700:0000::1111', '2606:4700::1111'],
    ['2606:4700:00:0::1111', '2606:4700::1111'],
    ['2606:4700:AB::1', '2606:4700:ab::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
    ['2606:4700:1:2:3:4:5:6', '2606:4700:1:2:3:4:5:6'],
    ['2606:4700:0:2:3:4:5:6', '2606:4700:0:2:3:4:5:6'],
    ['not an address', 'not an address'],
  ])('%s → %s', (address, canonical) => {
    expect(canonicalAddress(address)).toBe(canonical);
  });
});
