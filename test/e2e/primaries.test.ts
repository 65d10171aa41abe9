/**
 * The FTP primaries page in Chromium (issue 23 "the FTP check succeeds against the test server and
 * refuses 127.0.0.1"): the check reaches the run's FTP server (its exact 127.0.0.1:port is
 * allow-listed for the API), is refused for 127.0.0.1 on port 21 naming the server address, and the
 * connection saves with its spending formatted 0,0.00 and its password never shown again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

const POLL = { timeout: 15_000 };
let baseUrl: string;
let browser: Browser;
let page: Page;
const servers = inject('fileTransferServers');

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  browser = await launchChromium();
  page = await browser.newPage();
  await logInOn(page, baseUrl, { email: 'pharmacy@example.com', home: '/pharmacy' });
});
afterAll(async () => {
  await browser?.close();
});

const result = () => page.getByTestId('primary-check-result');

describe('the FTP primaries page', () => {
  it('checks the connection against the test FTP server, refuses 127.0.0.1 on another port, and saves', async () => {
    await page.goto(`${baseUrl}/pharmacy/settings/primaries`);
    await page.getByTestId('primary-server-address').fill(servers.host);
    await page.getByTestId('primary-port').fill(String(servers.ftpPort));
    await page.getByTestId('primary-username').fill(servers.username);
    await page.getByTestId('primary-password').fill(servers.password);
    await page.getByTestId('primary-inbound').fill('/inbound');
    await page.getByTestId('primary-check').click();
    await result().getByText('Connection successful').waitFor(POLL);

    await page.getByTestId('primary-port').fill('21');
    await page.getByTestId('primary-check').click();
    await result()
      .getByText(/loopback address/)
      .waitFor(POLL);
    await page
      .getByText(/resolves to a loopback address/)
      .first()
      .waitFor(POLL);

    await page.getByTestId('primary-port').fill(String(servers.ftpPort));
    await page.getByTestId('primary-rx').fill('12345.6');
    await page.getByTestId('primary-rx').blur();
    expect(await page.getByTestId('primary-rx').inputValue()).toBe('12,345.60');
    await page.getByTestId('primary-save').click();
    await page.getByText('Primary connection saved.').waitFor(POLL);

    await page.reload();
    await page.getByTestId('primary-server-address').waitFor(POLL);
    expect(await page.getByTestId('primary-server-address').inputValue()).toBe(servers.host);
    expect(await page.getByTestId('primary-rx').inputValue()).toBe('12,345.60');
    expect(await page.getByTestId('primary-password').inputValue()).toBe('');
    // The stored password serves the check for the same server.
    await page.getByTestId('primary-check').click();
    await result().getByText('Connection successful').waitFor(POLL);
  });
});
