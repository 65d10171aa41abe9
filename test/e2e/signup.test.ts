/**
 * Pharmacy signup in Chromium (issue 12 "Done when"): a stranger signs a pharmacy up on /signup
 * (pre-filled from the sandbox NCPDP directory, one state licence expiring within 30 days), sees
 * its application under review; support finds it in the review queue, sees the licence's
 * "expires soon" check and approves it; the new user logs in and lands in the pharmacy layout.
 */
import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDeaCheckDigit } from '../../domain/licences/dea-number.ts';
import { launchChromium, logInOn } from '../harness/browser.ts';
import '../harness/provided.ts';
import { EVENTUALLY, logIn } from './buying-journey-steps.ts';

const n = randomInt(100000, 999999);
const EMAIL = `owner-${n}@quinn-pharmacy.test`;
const PASSWORD = 'Str0ng-Passw0rd!';
const pad = (v: number) => String(v).padStart(2, '0');

let baseUrl: string;
let browser: Browser;
let stranger: Page;

beforeAll(async () => {
  baseUrl = inject('apiBaseUrl').replace(/\/$/, '');
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  stranger = await context.newPage();
  stranger.setDefaultTimeout(20_000);
});
afterAll(async () => {
  await browser?.close();
});

async function chooseOption(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
}

describe('pharmacy signup in the browser', () => {
  it('a stranger signs up, support approves, the new user logs in to the pharmacy layout', async () => {
    const page = stranger;
    await page.goto(`${baseUrl}/signup`);
    await page.getByTestId('signup-email').fill(EMAIL);
    await page.getByTestId('signup-dea-number').fill(withDeaCheckDigit(`FQ${n}`));
    await page
      .getByTestId('signup-federal-tax-id')
      .fill(`${randomInt(10, 99)}-${randomInt(1000000, 9999999)}`);
    await page.getByTestId('signup-next').click();

    await page.getByTestId('signup-ncpdp').fill('5512986');
    await page.getByTestId('signup-zip').fill('78469');
    await page.getByTestId('signup-ncpdp-lookup').click();
    await expect
      .poll(() => page.getByTestId('signup-ncpdp-notice').innerText(), EVENTUALLY)
      .toContain('sandbox');
    await expect.poll(() => page.getByTestId('signup-city').inputValue()).toBe('Corpus Christi');
    await page.getByTestId('signup-business-name').fill(`Quinn Pharmacy ${n}`);
    await page.getByTestId('signup-next').click();

    const soon = new Date(Date.now() + 20 * 86_400_000);
    const deaExpiry = new Date(Date.now() + 400 * 86_400_000);
    await page
      .getByTestId('signup-dea-expiry')
      .fill(
        `${pad(deaExpiry.getUTCMonth() + 1)}-${pad(deaExpiry.getUTCDate())}-${deaExpiry.getUTCFullYear()}`,
      );
    await page.getByTestId('licence-0-number').fill(`TX-${n}`);
    await chooseOption(page, 'licence-0-state', 'TX');
    await page.getByTestId('licence-0-issue-month').fill('1');
    await page.getByTestId('licence-0-issue-day').fill('15');
    await page.getByTestId('licence-0-issue-year').fill('2024');
    await page.getByTestId('licence-0-expiry-month').fill(String(soon.getUTCMonth() + 1));
    await page.getByTestId('licence-0-expiry-day').fill(String(soon.getUTCDate()));
    await page.getByTestId('licence-0-expiry-year').fill(String(soon.getUTCFullYear()));
    await page.getByTestId('signup-documents-by-fax').check();
    await page.getByTestId('signup-next').click();

    await page.getByTestId('signup-first-name').fill('Nora');
    await page.getByTestId('signup-last-name').fill('Quinn');
    await page.getByTestId('signup-mobile').fill('(361) 555-0100');
    await page.getByTestId('signup-dob').fill('04-12-1980');
    await page.getByTestId('signup-password').fill(PASSWORD);
    await page.getByTestId('signup-password-confirmation').fill(PASSWORD);
    await page.getByTestId('signup-terms').check();
    await page.getByTestId('signup-submit').click();
    await page.waitForURL((url) => url.pathname === '/signup/application');
    await expect
      .poll(() => page.getByTestId('application-page').getAttribute('data-status'), EVENTUALLY)
      .toBe('pending');

    const support = await logIn(browser, baseUrl, 'support@example.com', '/support');
    await support.getByTestId('nav-account-reviews').click();
    await support
      .getByTestId('review-link')
      .filter({ hasText: `Quinn Pharmacy ${n}` })
      .click();
    const expiring = support.getByTestId('review-check').filter({ hasText: `TX licence TX-${n} expiry` });
    await expect.poll(() => expiring.getAttribute('data-outcome'), EVENTUALLY).toBe('warn');
    await support.getByTestId('review-approve').click();
    await support.getByTestId('confirm-yes').click();
    await support
      .getByTestId('toast-success')
      .filter({ hasText: 'The pharmacy account was approved.' })
      .waitFor();
    await expect
      .poll(() => support.getByTestId('account-review').getAttribute('data-status'), EVENTUALLY)
      .toBe('approved');

    await page.reload();
    await expect
      .poll(() => page.getByTestId('application-page').getAttribute('data-status'), EVENTUALLY)
      .toBe('approved');
    await logInOn(page, baseUrl, { email: EMAIL, password: PASSWORD, home: '/pharmacy' });
    await page.getByTestId('header-marketplace').waitFor();
  });
});
