/**
 * The signup journey's steps in Chromium (issue 12): a stranger fills /signup (pre-filled from the
 * sandbox NCPDP directory, one TX licence expiring within 30 days, documents by fax), enters the
 * code mailed to it (read from the sandbox mailbox) and support approves the application; shared by the signup test and the onboarding journey.
 */
import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { sandboxMailbox } from '../../db/schema/index.ts';
import { withDeaCheckDigit } from '../../domain/licences/dea-number.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { EVENTUALLY, logIn } from './buying-journey-steps.ts';

export type Applicant = {
  n: number;
  email: string;
  password: string;
  name: string;
  /** Uploads a licence PDF and a DEA image instead of ticking the faxed option. */
  withDocuments?: boolean;
  /** The federal tax id to enter (another application's, to be flagged); a random one otherwise. */
  federalTaxId?: string;
};

/** A one-page PDF and a 1×1 PNG: real magic bytes, so the server takes them by their content. */
const LICENCE_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const DEA_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const pad = (v: number) => String(v).padStart(2, '0');

/** A fresh applicant: its email, password and pharmacy name are unique to the run. */
export function newApplicant(): Applicant {
  const n = randomInt(100000, 999999);
  return {
    n,
    email: `owner-${n}@quinn-pharmacy.test`,
    password: 'Str0ng-Passw0rd!',
    name: `Quinn Pharmacy ${n}`,
  };
}

async function chooseOption(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
}

/** Fills the signup wizard as a stranger and submits it; ends on /signup/application, pending. */
export async function signUp(page: Page, baseUrl: string, applicant: Applicant): Promise<void> {
  const { n } = applicant;
  await page.goto(`${baseUrl}/signup`);
  await page.getByTestId('signup-email').fill(applicant.email);
  await page.getByTestId('signup-dea-number').fill(withDeaCheckDigit(`FQ${n}`));
  await page
    .getByTestId('signup-federal-tax-id')
    .fill(applicant.federalTaxId ?? `${randomInt(10, 99)}-${randomInt(1000000, 9999999)}`);
  await page.getByTestId('signup-next').click();

  await page.getByTestId('signup-ncpdp').waitFor();
  // A first visit is not a resumed one (issue 21: "Welcome back" showed here).
  expect(await page.getByTestId('signup-resumed').count()).toBe(0);
  await page.getByTestId('signup-ncpdp').fill('5512986');
  await page.getByTestId('signup-zip').fill('78469');
  await page.getByTestId('signup-ncpdp-lookup').click();
  // The lookup's answer shows a notice; a busy machine (CI) can take a while to answer it.
  await expect
    .poll(() => page.getByTestId('signup-ncpdp-notice').innerText(), { timeout: 30_000 })
    .toContain('sandbox');
  await expect.poll(() => page.getByTestId('signup-city').inputValue()).toBe('Corpus Christi');
  await page.getByTestId('signup-business-name').fill(applicant.name);
  await page.getByTestId('signup-next').click();

  const soon = new Date(Date.now() + 20 * 86_400_000);
  const deaExpiry = new Date(Date.now() + 400 * 86_400_000);
  await page
    .getByTestId('signup-dea-expiry')
    .fill(`${pad(deaExpiry.getUTCMonth() + 1)}-${pad(deaExpiry.getUTCDate())}-${deaExpiry.getUTCFullYear()}`);
  await page.getByTestId('licence-0-number').fill(`TX-${n}`);
  await chooseOption(page, 'licence-0-state', 'TX');
  await page.getByTestId('licence-0-issue-month').fill('1');
  await page.getByTestId('licence-0-issue-day').fill('15');
  await page.getByTestId('licence-0-issue-year').fill('2024');
  await page.getByTestId('licence-0-expiry-month').fill(String(soon.getUTCMonth() + 1));
  await page.getByTestId('licence-0-expiry-day').fill(String(soon.getUTCDate()));
  await page.getByTestId('licence-0-expiry-year').fill(String(soon.getUTCFullYear()));
  if (applicant.withDocuments) {
    const files = page.locator('input[type="file"]');
    await files
      .nth(0)
      .setInputFiles({ name: 'tx-licence.pdf', mimeType: 'application/pdf', buffer: LICENCE_PDF });
    await files.nth(1).setInputFiles({ name: 'dea.png', mimeType: 'image/png', buffer: DEA_PNG });
  } else await page.getByTestId('signup-documents-by-fax').check();
  await page.getByTestId('signup-next').click();

  await page.getByTestId('signup-first-name').fill('Nora');
  await page.getByTestId('signup-last-name').fill('Quinn');
  await page.getByTestId('signup-mobile').fill('(361) 555-0100');
  await page.getByTestId('signup-dob').fill('04-12-1980');
  await page.getByTestId('signup-password').fill(applicant.password);
  await page.getByTestId('signup-password-confirmation').fill(applicant.password);
  await page.getByTestId('signup-terms').check();
  await page.getByTestId('signup-submit').click();
  await page.waitForURL((url) => url.pathname === '/signup/application');
  await expect
    .poll(() => page.getByTestId('application-page').getAttribute('data-status'), EVENTUALLY)
    .toBe('pending');
  await enterEmailCode(page, applicant);
}

/** The applicant types the code mailed to it, read from the SANDBOX mailbox (issue 22). */
async function enterEmailCode(page: Page, applicant: Applicant): Promise<void> {
  const database = openDatabase(e2eStack().databaseUrl, { max: 1 });
  try {
    let code: string | undefined;
    await expect
      .poll(async () => {
        const [mail] = await database.db
          .select()
          .from(sandboxMailbox)
          .where(eq(sandboxMailbox.to, applicant.email))
          .orderBy(desc(sandboxMailbox.createdAt))
          .limit(1);
        code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
        return code;
      }, EVENTUALLY)
      .toBeDefined();
    await page.getByTestId('email-code-form').waitFor();
    await page.getByTestId('email-code').locator('input').first().click();
    await page.keyboard.type(code!);
    await page.getByTestId('email-code-verify').click();
    await page.getByTestId('toast-success').filter({ hasText: 'your email is verified' }).waitFor();
    await page.getByTestId('email-code-form').waitFor({ state: 'detached' });
  } finally {
    await database.close();
  }
}

/** Support finds the application in its queue, sees the licence's "expires soon" check and approves it. */
export async function approveAsSupport(
  browser: Browser,
  baseUrl: string,
  applicant: Applicant,
): Promise<void> {
  const support = await logIn(browser, baseUrl, 'support@example.com', '/support');
  await support.getByTestId('nav-account-reviews').click();
  await support.getByTestId('review-link').filter({ hasText: applicant.name }).click();
  const expiring = support
    .getByTestId('review-check')
    .filter({ hasText: `TX licence TX-${applicant.n} expiry` });
  await expect.poll(() => expiring.getAttribute('data-outcome'), EVENTUALLY).toBe('warn');
  if (applicant.withDocuments) {
    // Support sees the documents on the page, fetched with its session (issue 21: a plain link got 401).
    const previews = support.getByTestId('review-document-file');
    await expect.poll(() => previews.count(), EVENTUALLY).toBe(2);
    await support.getByTestId('review-document-file-frame').waitFor();
    await support.getByTestId('review-document-file-image').waitFor();
    expect(await previews.getByRole('alert').count()).toBe(0);
    expect(await support.getByTestId('review-document-file-open').first().isEnabled()).toBe(true);
  }
  await support.getByTestId('review-approve').click();
  await support.getByTestId('confirm-yes').click();
  await support
    .getByTestId('toast-success')
    .filter({ hasText: 'The pharmacy account was approved.' })
    .waitFor();
  await expect
    .poll(() => support.getByTestId('account-review').getAttribute('data-status'), EVENTUALLY)
    .toBe('approved');
  await support.context().close();
}
