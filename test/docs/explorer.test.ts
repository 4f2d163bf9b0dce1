import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_EXPLORER_PATH } from '../../infra/local/explorer';
import { launchChromium } from '../support/browser';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';

/**
 * The local `{docs_url}`: Swagger UI served by the gateway. A person opens it, authorizes with
 * a token in the Authorize panel (contract 5.4) and tries a request, which reaches the gateway.
 * Driven in headless Chromium: the system's, or the one `npm ci` brings (test/support/browser.ts).
 */
const { baseUrl, call } = useGateway();
let browser: Browser;

beforeAll(async () => {
  ({ browser } = await launchChromium());
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('API Reference explorer (local docs_url)', () => {
  it('serves the page and its assets from this machine, and sends the bare path to the slash form', async () => {
    const page = await call('GET', LOCAL_EXPLORER_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('swagger-ui-bundle.js');
    const init = await call('GET', `${LOCAL_EXPLORER_PATH}init.js`);
    expect(init.text).toContain('persistAuthorization: true');
    for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']) {
      expect((await call('GET', `${LOCAL_EXPLORER_PATH}${asset}`)).status, asset).toBe(200);
    }
    const bare = await call('GET', LOCAL_EXPLORER_PATH.slice(0, -1));
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(LOCAL_EXPLORER_PATH);
  });

  // About 15 s on an idle 2-core machine; the margin is for a busy one (the whole suite runs in parallel).
  it('renders the operations, authorizes with an api-key and executes a request against the gateway', { timeout: 60_000 }, async () => {
    const org = await newTestOrg();
    const context = await browser.newContext();
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(String(error)));
    try {
      await page.goto(`${baseUrl()}${LOCAL_EXPLORER_PATH}`, { waitUntil: 'domcontentloaded' });

      // The document loaded and rendered: the tag sections and the operation block.
      await expect.poll(() => page.locator('.information-container .title').textContent(), { timeout: 20_000 }).toContain('Learning and People Platform API');
      const operation = page.locator('#operations-organization-listAreas');
      await operation.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.locator('.opblock-tag-section').count()).toBeGreaterThanOrEqual(3);

      // Authorize panel: paste the token for bearerAuth.
      await page.locator('.auth-wrapper .authorize').click();
      const dialog = page.locator('.dialog-ux .modal-ux');
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.textContent()).toContain('bearerAuth');
      await dialog.locator('input[type="text"], input[type="password"]').first().fill(org.adminKey);
      await dialog.locator('button.authorize').click();
      await dialog.locator('button.btn-done, button.close-modal').first().click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.locator('.auth-wrapper .authorize').getAttribute('class')).toContain('locked');

      // Try it out → fill the slug → Execute.
      await operation.locator('.opblock-summary').first().click();
      await operation.locator('button.try-out__btn').click();
      await operation.locator('tr[data-param-name="slug"] input').fill(org.slug);
      await operation.locator('button.execute').click();

      const status = operation.locator('.live-responses-table .response .response-col_status').first();
      await status.waitFor({ state: 'visible', timeout: 20_000 });
      expect((await status.textContent())?.trim()).toBe('200');
      const responseBody = await operation.locator('.live-responses-table .response-col_description pre').first().textContent();
      expect(JSON.parse(responseBody ?? '')).toEqual({ results: [], next: null, next_cursor: null });
      // The request Swagger UI made carried the Bearer token (shown in its curl snippet).
      expect(await operation.locator('.curl-command').textContent()).toContain(`Authorization: Bearer ${org.adminKey}`);
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
