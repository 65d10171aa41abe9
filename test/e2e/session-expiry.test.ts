/**
 * An expired session (issue 9): a call that finds the session gone sends the user to the login
 * page with a notice and the way back, instead of failing every call with a toast; logging in
 * again returns to the page.
 */
import { eq, sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

const EMAIL = 'supplier2@example.com';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 1 });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

describe('an expired session', () => {
  it('sends the user to the login page with a notice, then back to where they were', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    await logInOn(page, baseUrl, { email: EMAIL, home: '/suppliers' });

    await page.getByRole('link', { name: 'Offers' }).click();
    await page.waitForURL((url) => url.pathname === '/suppliers/offers');
    await page.getByTestId('offers-table').or(page.getByTestId('offers-empty')).first().waitFor();

    // The session ends behind the page's back (idle timeout, or a logout in another tab).
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
    await database.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.userId, user!.id));

    // The page's next call finds it gone: a background refresh, or this click, whichever comes first.
    await page
      .getByRole('link', { name: 'Orders' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await page.waitForURL((url) => url.pathname === '/login');
    const url = new URL(page.url());
    expect(url.searchParams.get('expired')).toBe('true');
    expect(url.searchParams.get('redirect')).toMatch(/^\/suppliers\/(offers|orders)\b/);
    const back = url.searchParams.get('redirect')!;
    await expect.poll(() => page.getByTestId('login-expired').innerText()).toContain('session has expired');
    expect(await page.getByTestId('toast-error').count()).toBe(0);

    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1!');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((next) => `${next.pathname}${next.search}` === back);
  });
});
