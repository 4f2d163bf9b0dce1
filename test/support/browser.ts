import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The flags a root process on these machines needs; without the networking ones Chromium calls home. */
const SYSTEM_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A headless Chromium, without any download at test time: `CHROMIUM_PATH`, else the system's
 * (`/usr/bin/chromium`, Debian's package), else the one that arrives with `npm ci` inside the
 * `@sparticuz/chromium` package (a brotli-compressed build it unpacks to /tmp on first use).
 */
export async function launchChromium(): Promise<{ browser: Browser; source: string }> {
  const systemPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(systemPath)) {
    return { browser: await chromium.launch({ executablePath: systemPath, args: SYSTEM_CHROMIUM_ARGS }), source: systemPath };
  }
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  const { default: packaged } = await import('@sparticuz/chromium');
  const executablePath = await packaged.executablePath();
  const args = [...packaged.args, '--disable-background-networking', '--disable-component-update', '--disable-sync'];
  return { browser: await chromium.launch({ executablePath, args, headless: true }), source: `@sparticuz/chromium (${executablePath})` };
}
