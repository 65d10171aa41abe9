/**
 * Pharmacy signup in Chromium (issue 12 "Done when"): a stranger signs a pharmacy up on /signup
 * (pre-filled from the sandbox NCPDP directory, one state licence expiring within 30 days), sees
 * its application under review; support finds it in the review queue, sees the licence's
 * "expires soon" check and approves it; the new user logs in and lands in the pharmacy layout.
 * Two applications sharing a tax id are badged in support's queue, which narrows to them (issue 22).
 */
import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { EVENTUALLY, logIn } from './buying-journey-steps.ts';
import { withDeaCheckDigit } from '../../domain/licences/dea-number.ts';
import { approveAsSupport, newApplicant, signUp } from './signup-steps.ts';

let baseUrl: string;
let browser: Browser;
let stranger: Page;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  stranger = await context.newPage();
  stranger.setDefaultTimeout(20_000);
});
afterAll(async () => {
  await browser?.close();
});

describe('pharmacy signup in the browser', () => {
  it('a stranger signs up, support approves, the new user logs in to the pharmacy layout', async () => {
    const page = stranger;
    const applicant = { ...newApplicant(), withDocuments: true };
    // A stranger finds signup from the login page (issue 21).
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-signup-link').click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await signUp(page, baseUrl, applicant);

    // Signing in before the review ends says so, and leads to the application's status page.
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(applicant.email);
    await page.getByLabel('Password', { exact: true }).fill(applicant.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-in-review').waitFor();
    expect(await page.getByTestId('login-error').count()).toBe(0);
    await page.getByTestId('login-application-link').click();
    await page.getByTestId('application-page').waitFor();

    await approveAsSupport(browser, baseUrl, applicant);

    await page.reload();
    await expect
      .poll(() => page.getByTestId('application-page').getAttribute('data-status'), EVENTUALLY)
      .toBe('approved');
    await logInOn(page, baseUrl, { email: applicant.email, password: applicant.password, home: '/pharmacy' });
    await page.getByTestId('header-marketplace').waitFor();
  });

  it('resumes a half-finished signup on a later visit, and says so only then (issue 21)', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const applicant = newApplicant();
    await page.goto(`${baseUrl}/signup`);
    await page.getByTestId('signup-email').fill(applicant.email);
    await page.getByTestId('signup-dea-number').fill(withDeaCheckDigit(`FR${applicant.n}`));
    await page.getByTestId('signup-federal-tax-id').fill(`77-${String(applicant.n).padStart(7, '0')}`);
    await page.getByTestId('signup-next').click();
    await page.getByTestId('signup-ncpdp').waitFor();
    expect(await page.getByTestId('signup-resumed').count()).toBe(0);
    await page.reload();
    await page.getByTestId('signup-resumed').waitFor();
    await page.getByTestId('signup-ncpdp').waitFor();
    await context.close();
  });

  it('badges two applications sharing a tax id in support’s queue, and narrows the list to them (issue 22)', async () => {
    const federalTaxId = `${randomInt(10, 99)}-${randomInt(1000000, 9999999)}`;
    const first = { ...newApplicant(), federalTaxId };
    const second = { ...newApplicant(), federalTaxId };
    for (const applicant of [first, second]) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await signUp(page, baseUrl, applicant);
      await context.close();
    }
    const support = await logIn(browser, baseUrl, 'support@example.com', '/support');
    await support.getByTestId('nav-account-reviews').click();
    const rows = support.getByTestId('account-review-row');
    for (const applicant of [first, second])
      await rows.filter({ hasText: applicant.name }).getByTestId('review-possible-duplicate').waitFor();
    await support.getByTestId('account-reviews-duplicates-only').check({ force: true });
    await support.waitForURL((url) => url.searchParams.get('duplicates') === 'true');
    await rows.filter({ hasText: first.name }).waitFor();
    // Only flagged applications are left on the page.
    const badges = support.getByTestId('review-possible-duplicate');
    await expect.poll(async () => (await rows.count()) - (await badges.count()), EVENTUALLY).toBe(0);
    await support.context().close();
  });
});
