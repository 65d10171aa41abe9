/**
 * The settings area in Chromium (issue 23): the demo pharmacy's admin invites a user from the
 * Users tab, the invitee sets a password from the mailed one-time link and edits their profile,
 * the admin makes them an administrator, uploads the account's logo (shown in the header), and
 * removes them after confirming.
 */
import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { sandboxMailbox } from '../../db/schema/index.ts';
import { blankPng } from '../harness/image-headers.ts';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

const PASSWORD = 'Settings-Passphrase-7!';
let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  browser = await launchChromium();
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
});
afterAll(async () => {
  await browser?.close();
  await database?.close();
});

async function newPage(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** The set-password path of the last invitation mailed to `email` (the sandbox mailbox). */
async function invitationPath(email: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const [mail] = await database.db
        .select()
        .from(sandboxMailbox)
        .where(eq(sandboxMailbox.to, email))
        .orderBy(desc(sandboxMailbox.createdAt))
        .limit(1);
      body = mail?.body ?? '';
      return body.includes('/set-password?token=');
    })
    .toBe(true);
  return /\/set-password\?token=\S+/.exec(body)![0];
}

const row = (page: Page, email: string) => page.getByTestId(`team-row-${email}`);

describe('the settings area', () => {
  it('invites a user who sets a password and edits their profile; the admin changes their role, uploads a logo and removes them', async () => {
    const email = `nora${randomInt(100000, 999999)}@mainstreet.example`;
    const admin = await newPage();
    await logInOn(admin, baseUrl, { email: 'pharmacy@example.com', home: '/pharmacy' });
    await admin.getByTestId('nav-settings').click();
    await admin.waitForURL((url) => url.pathname === '/pharmacy/settings/profile');
    await admin.getByTestId('settings-tab-team').click();
    await admin.waitForURL((url) => url.pathname === '/pharmacy/settings/team');

    // Invite: the row shows at once as invited.
    await admin.getByTestId('invite-email').fill(email);
    await admin.getByTestId('invite-first-name').fill('Nora');
    await admin.getByTestId('invite-last-name').fill('Quinn');
    const [invited] = await Promise.all([
      admin.waitForResponse(
        (r) => r.url().endsWith('/api/v1/settings/users') && r.request().method() === 'POST',
      ),
      admin.getByTestId('invite-submit').click(),
    ]);
    expect(invited.status(), await invited.text()).toBe(201);
    await row(admin, email).getByText('Invited').waitFor();

    // The invitee sets a password from the mailed link and signs in.
    const invitee = await newPage();
    await invitee.goto(`${baseUrl}${await invitationPath(email)}`);
    await invitee.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await invitee.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await invitee.getByTestId('set-password-submit').click();
    await invitee.waitForURL((url) => url.pathname === '/login');
    await logInOn(invitee, baseUrl, { email, password: PASSWORD, home: '/pharmacy' });

    // Profile edit: the header shows the new name.
    await invitee.goto(`${baseUrl}/pharmacy/settings/profile`);
    await invitee.getByTestId('profile-first-name').fill('Eleanor');
    await invitee.getByTestId('profile-phone').fill('5125550199');
    await expect.poll(() => invitee.getByTestId('profile-phone').inputValue()).toBe('(512) 555-0199');
    const [saved] = await Promise.all([
      invitee.waitForResponse((r) => r.url().endsWith('/api/v1/settings/account/profile')),
      invitee.getByTestId('profile-save').click(),
    ]);
    expect(saved.status(), await saved.text()).toBe(200);
    await expect.poll(() => invitee.getByTestId('user-name').textContent()).toBe('Eleanor Quinn');

    // Change role: the admin makes the invitee an administrator.
    await admin.reload();
    await expect.poll(() => row(admin, email).getByText('Invited').count()).toBe(0);
    await row(admin, email).getByTestId('team-role').selectOption('admin');
    await admin.getByText('Eleanor Quinn is now an administrator.').waitFor();
    await expect.poll(() => row(admin, email).getByTestId('team-role').inputValue()).toBe('admin');

    // Upload a logo: it shows in the header.
    await admin.getByTestId('settings-tab-profile').click();
    await admin.getByTestId('picture-logo-input').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: blankPng(64, 32),
    });
    await admin.getByText('Your account’s logo was updated.').waitFor();
    await admin.getByTestId('header-logo').waitFor();

    // Remove with confirmation: cancel keeps the user, confirm removes them and ends their session.
    await admin.getByTestId('settings-tab-team').click();
    await row(admin, email).getByTestId('team-remove').click();
    await admin.getByTestId('confirm-cancel').click();
    await row(admin, email).waitFor();
    await row(admin, email).getByTestId('team-remove').click();
    await admin.getByTestId('confirm-yes').click();
    await expect.poll(() => row(admin, email).count()).toBe(0);
    await admin.screenshot({ path: 'test-results/settings-area-team.png' }).catch(() => undefined);

    await invitee.reload();
    await invitee.waitForURL((url) => url.pathname === '/login');
  });

  it('opens the tabbed preferences modal from the user menu', async () => {
    const page = await newPage();
    await logInOn(page, baseUrl, { email: 'pharmacy.member@example.com', home: '/pharmacy' });
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-preferences').click();
    await page.getByTestId('profile-form').waitFor();
    await page.getByTestId('preferences-tab-password').click();
    await page.getByTestId('password-form').waitFor();
    await page.getByTestId('preferences-tab-instant-checkout').click();
    await page.getByTestId('instant-checkout-form').waitFor();
  });
});
