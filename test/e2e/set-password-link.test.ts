/**
 * The first password from a one-time link (issue 22): an operator invites a supplier with the CLI
 * on the server host, the supplier's admin opens the printed link, is held to the password rules
 * (pharmacy-side §5), sets a password, signs in with it; the link then says it has been used.
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LINK_MESSAGES } from '../../domain/identity/password-links.ts';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { projectNode, projectRoot } from '../harness/processes.ts';

const PASSWORD = 'Prairie-Supply-7!';
let baseUrl: string;
let browser: Browser;

/** `pharmacy suppliers invite … --json` as the operator runs it on the server host. */
function inviteSupplier(email: string): { password_link: string } {
  const result = spawnSync(
    projectNode,
    [
      'cli/index.ts',
      'suppliers',
      'invite',
      '--name',
      `Prairie Supply ${email}`,
      '--email',
      email,
      '--first-name',
      'Gus',
      '--last-name',
      'Grant',
      '--json',
    ],
    {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: e2eStack().databaseUrl, APP_URL: baseUrl },
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { password_link: string };
}

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('setting a password from a one-time link', () => {
  it('sets the password in the browser, signs in with it, and refuses the link a second time', async () => {
    const email = `gus${randomInt(100000, 999999)}@prairie.example`;
    const { password_link: link } = inviteSupplier(email);
    expect(link.startsWith(`${baseUrl}/set-password?token=`)).toBe(true);

    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(link);
    await page.getByRole('heading', { name: /Set your .* password/ }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('weakpassword');
    await page.getByLabel('Confirm password', { exact: true }).fill('weakpassword');
    await page.getByTestId('set-password-submit').click();
    await expect.poll(() => page.getByText('Invalid password.').count()).toBe(1);

    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('set-password-submit').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Your password is set. Sign in with it.').waitFor();

    await logInOn(page, baseUrl, { email, password: PASSWORD, home: '/suppliers' });

    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await again.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await again.getByTestId('set-password-submit').click();
    await expect
      .poll(() => again.getByTestId('set-password-link-error').textContent())
      .toBe(PASSWORD_LINK_MESSAGES.used);
    await expect.poll(() => again.getByTestId('set-password-form').count()).toBe(0);
  });

  it('says a link without its token is not valid, and offers the login page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/set-password`);
    await expect
      .poll(() => page.getByTestId('set-password-link-error').textContent())
      .toBe(PASSWORD_LINK_MESSAGES.unknown);
    await page.getByTestId('set-password-login-link').click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
