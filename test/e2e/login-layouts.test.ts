import { launchChromium } from '../harness/browser.ts';
import { resolve } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { e2eStack } from '../harness/e2e-stack.ts';

const PASSWORD = 'Demo-Password-1!';
const TEST_TIMEOUT_MS = 60_000;
const SCREENSHOT_DIR = resolve(process.cwd(), 'test-results');

type Area = 'pharmacy' | 'supplier' | 'support';

/** The side navigation each layout shows, in order. */
const PHARMACY_NAV = [
  'Dashboard',
  'Marketplace',
  'Deals',
  'Short-dates',
  'Favorites',
  'Cart',
  'Orders',
  'Purchase approvals',
  'Offers',
  'Wholesalers',
  'Audits',
  'Approved wholesalers',
  'Rewards',
  'Licences',
  'Tax documents',
  'Become a seller',
  'Settings',
  'Payment methods',
  'Access tokens',
];
/** An approved p2p seller's pharmacy navigation (issue 13): the seller's entries after Become a seller. */
const SELLER_NAV = [
  ...PHARMACY_NAV.slice(0, 16),
  'Inventory',
  'Seller shipping',
  'P2P sales',
  'P2P payouts',
  ...PHARMACY_NAV.slice(16),
];
const SUPPLIER_NAV = [
  'Dashboard',
  'Orders',
  'Offers',
  'Customers',
  'Credit requests',
  'Account type requests',
  'End of month requests',
  'Customer applications',
  'Customer audits',
  'Location changes',
  'Inventory',
  'Deals',
  'Promotions',
  'Imports',
  'Settings',
  'Shipping settings',
  'Order minimums',
  'Card processing',
  'Preferences',
  'Access tokens',
];

/** Each demo user, the layout they land in and the navigation entries that layout shows. */
const demoUsers: Array<{ email: string; area: Area; home: string; nav: string[]; orNav?: string[] }> = [
  {
    email: 'pharmacy@example.com',
    area: 'pharmacy',
    home: '/pharmacy',
    nav: PHARMACY_NAV,
  },
  {
    email: 'seller@example.com',
    area: 'pharmacy',
    home: '/pharmacy',
    nav: PHARMACY_NAV,
    // Riverside Drug is an approved seller once another test (seller registration, p2p listings) made it one.
    orNav: SELLER_NAV,
  },
  {
    email: 'supplier@example.com',
    area: 'supplier',
    home: '/suppliers',
    nav: SUPPLIER_NAV,
  },
  {
    email: 'supplier2@example.com',
    area: 'supplier',
    home: '/suppliers',
    nav: SUPPLIER_NAV,
  },
  {
    email: 'support@example.com',
    area: 'support',
    home: '/support',
    nav: [
      'Dashboard',
      'Workflows',
      'Account reviews',
      'Suspension requests',
      'Audit notices',
      'Seller registrations',
      'Licence updates',
      'Location changes',
      'Bank verifications',
      'Missing proofs',
      'P2P disputes',
      'Access tokens',
    ],
  },
];

let baseUrl: string;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openPage(): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // Enter submits the form (keyboard use, not only the button).
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

async function logInAs(page: Page, email: string, home: string): Promise<void> {
  await submitLogin(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === home);
}

/** The signed-in user's display name, read from the API with the page's own session cookie. */
async function expectedUserName(page: Page): Promise<string> {
  const response = await page.request.get(`${baseUrl}/api/v1/users/me`, {
    headers: { Authorization: 'Web' },
  });
  expect(response.status()).toBe(200);
  const me = (await response.json()) as { user: { email: string; first_name: string; last_name: string } };
  return [me.user.first_name, me.user.last_name].filter(Boolean).join(' ') || me.user.email;
}

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect.poll(() => page.getByTestId('login-form').isVisible()).toBe(true);
}

describe('web app shell', () => {
  for (const user of demoUsers) {
    it(
      `shows the ${user.area} layout when ${user.email} logs in, and logs out`,
      async () => {
        const page = await openPage();
        await logInAs(page, user.email, user.home);

        const layout = page.getByTestId(`layout-${user.area}`);
        await layout.waitFor();
        const nav = page.getByRole('navigation', { name: 'Main navigation' });
        const navLabels = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
        const navs = [user.nav, ...(user.orNav ? [user.orNav] : [])].map((labels) => labels.join('|'));
        expect(navs).toContain(navLabels.join('|'));

        const name = await expectedUserName(page);
        await expect.poll(() => page.getByTestId('user-name').innerText()).toBe(name);
        await expect.poll(() => page.getByTestId('dashboard-card').innerText()).toContain(name);

        await page.screenshot({ path: resolve(SCREENSHOT_DIR, `layout-${user.email.split('@')[0]}.png`) });
        await logOut(page);

        // Logged out for real: a protected page sends us back to the login page.
        await page.goto(`${baseUrl}${user.home}`);
        await page.waitForURL((url) => url.pathname === '/login');
      },
      TEST_TIMEOUT_MS,
    );
  }

  it(
    'shows the server message when the password is wrong',
    async () => {
      const page = await openPage();
      await submitLogin(page, 'seller@example.com', 'Wrong-Password-9!');

      const toast = page.getByTestId('toast-error');
      await toast.waitFor();
      expect(await toast.innerText()).toContain('Invalid email or password.');
      // It stays, and says so (issue 21); its close button dismisses it.
      expect(await toast.innerText()).toContain('stays until you close it');
      await page.waitForTimeout(3_500); // past the 3 s a success toast lasts
      expect(await toast.isVisible()).toBe(true);
      await toast.getByRole('button', { name: 'Close this error' }).click();
      await toast.waitFor({ state: 'detached' });
      expect(await page.getByTestId('login-error').innerText()).toContain('Invalid email or password.');
      expect(pathOf(page)).toBe('/login');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'shows the 404 page for an unknown URL',
    async () => {
      const page = await openPage();
      await page.goto(`${baseUrl}/no-such-page/anywhere`);
      await page.getByTestId('not-found-page').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page not found');
      await page.getByRole('link', { name: 'Go home' }).click();
      // Home of an anonymous visitor is the login page.
      await page.waitForURL((url) => url.pathname === '/login');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'sends an anonymous visitor to /login with the page they wanted',
    async () => {
      const page = await openPage();
      await page.goto(`${baseUrl}/suppliers/settings/tokens`);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/suppliers/settings/tokens');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'sends a pharmacy user visiting /suppliers to /pharmacy, and creates and revokes an access token',
    async () => {
      const page = await openPage();
      await logInAs(page, 'pharmacy@example.com', '/pharmacy');

      await page.goto(`${baseUrl}/suppliers`);
      await page.waitForURL((url) => url.pathname === '/pharmacy');
      await page.getByTestId('layout-pharmacy').waitFor();

      await page.getByTestId('nav-access-tokens').click();
      await page.waitForURL((url) => url.pathname === '/pharmacy/settings/tokens');

      const tokenName = `e2e token ${Date.now()}`;
      await page.getByLabel('Token name').fill(tokenName);
      // Making a token asks for the password again (issue 10); it lives 90 days unless changed.
      expect(await page.getByLabel('Lifetime (days)').inputValue()).toBe('90');
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByTestId('create-token').click();
      const secret = page.getByTestId('new-token-value');
      await secret.waitFor();
      expect((await secret.innerText()).trim().length).toBeGreaterThan(10);

      const row = page.getByTestId('token-row').filter({ hasText: tokenName });
      await row.waitFor();
      await row.getByRole('button', { name: `Revoke ${tokenName}` }).click();
      await page.getByTestId('confirm-yes').click();

      await page.getByTestId('toast-success').filter({ hasText: 'revoked' }).waitFor();
      await row.waitFor({ state: 'detached' });
      await expect.poll(() => secret.count()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'lists workflows for support and opens the details of one',
    async () => {
      // A real run on the stack's worker, so the list has something to show.
      const connection = await Connection.connect({ address: inject('temporalAddress') });
      const client = new Client({ connection, namespace: e2eStack().namespace });
      const workflowId = `e2e-purge-${Date.now()}`;
      await client.workflow.execute('purgeExpiredIdentityRecordsWorkflow', {
        taskQueue: 'marketplace',
        workflowId,
      });
      await connection.close();

      const page = await openPage();
      await logInAs(page, 'support@example.com', '/support');
      await page.getByTestId('nav-workflows').click();
      await page.waitForURL((url) => url.pathname === '/support/workflows');
      expect(await page.getByTestId('nav-workflows').getAttribute('data-active')).not.toBeNull();
      expect(await page.getByTestId('nav-dashboard').getAttribute('data-active')).toBeNull();
      expect(await page.getByTestId('nav-dashboard').getAttribute('aria-current')).toBeNull();

      // Visibility is eventually consistent: filter until the run shows up.
      const query = page.getByLabel('Visibility query');
      const row = page.getByTestId('workflow-row').filter({ hasText: workflowId });
      for (let attempt = 0; attempt < 20 && !(await row.isVisible()); attempt++) {
        await query.fill(`WorkflowId = '${workflowId}'`);
        await query.press('Enter');
        await page.waitForTimeout(500);
      }
      await row.click();
      const details = page.getByTestId('workflow-details');
      await details.waitFor();
      expect(new URL(page.url()).searchParams.get('id')).toBe(workflowId);
      await expect.poll(() => details.textContent()).toContain('COMPLETED');
      await expect.poll(() => details.textContent()).toContain('WorkflowExecutionCompleted');
      await page.getByTestId('workflow-closed-note').waitFor();
      // The drawer finishes opening before the screenshot.
      await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished))');
      await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'support-workflow-details.png') });
    },
    TEST_TIMEOUT_MS,
  );
});
