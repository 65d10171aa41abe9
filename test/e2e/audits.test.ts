/**
 * Audits in Chromium (issue 11 "Done when"; supplier-side §2 Audits, §4, §5, §8): the pharmacy
 * opens an audit of Keystone from its audits page; Keystone uploads a document and sends the
 * required details, and its actions give way to the message; the pharmacy opens the proofs modal
 * through `?show_proofs_of_purchases_dialog=1&id=`, downloads the proofs PDF and notifies support
 * about a missing proof; support sees the notice; Keystone marks the audit completed after the
 * confirmation. Also the new-audit form's rules and the demo tour's steps.
 */
import { readFile } from 'node:fs/promises';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { audits, supplierCustomers } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { AUDIT_MESSAGES } from '../../domain/audits/new-audit.ts';
import { REQUIRED_DETAILS_SENT_MESSAGE } from '../../api/routes/audits/serializers.ts';
import { launchChromium } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { EVENTUALLY, KEYSTONE, logIn } from './buying-journey-steps.ts';

const KEYSTONE_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!.id;
const PHARMACY_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!.id;
const AUDITS_PAGE = '/pharmacy/wholesalers/audits';
const COMMENT = 'The February invoice from Keystone is missing.';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let pharmacy: Page;
let supplier: Page;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  browser = await launchChromium();
  pharmacy = await logIn(browser, baseUrl, 'pharmacy@example.com', '/pharmacy');
  supplier = await logIn(browser, baseUrl, 'supplier@example.com', '/suppliers');
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

const pharmacyAudits = () =>
  database.db.select({ n: count() }).from(audits).where(eq(audits.pharmacyAccountId, PHARMACY_ID));

async function openNewAuditModal() {
  await pharmacy.goto(`${baseUrl}${AUDITS_PAGE}`);
  await pharmacy.getByTestId('new-audit').click();
  await pharmacy.getByTestId('new-audit-form').waitFor();
}

/** Picks an option of a Mantine select by its text (or the first one). */
async function choose(testId: string, text?: string) {
  await pharmacy.getByTestId(testId).click();
  const options = pharmacy.getByRole('option');
  await (text ? options.filter({ hasText: text }) : options).first().click();
}

async function confirmOn(page: Page, text: string) {
  await page.getByRole('dialog').filter({ hasText: text }).waitFor();
  await page.getByTestId('confirm-yes').click();
}

const supplierRow = (id: string) => supplier.locator(`[data-testid="audit-row"][data-id="${id}"]`);

describe('audits', () => {
  // Three logins, a workflow update and a generated PDF: more than the default 90 s on a busy machine.
  it(
    'an audit opened by the pharmacy is answered by Keystone, its proofs downloaded, support notified and it is completed',
    { timeout: 180_000 },
    async () => {
      // The pharmacy opens an audit of Keystone (an existing auditor company).
      await openNewAuditModal();
      await choose('new-audit-wholesaler', KEYSTONE);
      await choose('new-audit-auditor');
      await pharmacy.getByTestId('new-audit-start').fill('2026-01-01');
      await pharmacy.getByTestId('new-audit-end').fill('2026-03-31');
      await pharmacy.getByTestId('new-audit-contact-name').fill('Ann Auditor');
      await pharmacy.getByTestId('new-audit-contact-email').fill('ann@auditor.example');
      await pharmacy.getByTestId('new-audit-submit').click();
      await pharmacy
        .getByTestId('toast-success')
        .filter({ hasText: 'Your audit request was sent to the wholesaler.' })
        .waitFor();
      const [created] = await database.db
        .select({ id: audits.id, supplier: audits.supplierAccountId })
        .from(audits)
        .where(eq(audits.pharmacyAccountId, PHARMACY_ID))
        .orderBy(desc(audits.createdAt))
        .limit(1);
      expect(created!.supplier).toBe(KEYSTONE_ID);
      const id = created!.id;
      await pharmacy.locator(`[data-testid="audit-row"][data-id="${id}"]`).waitFor(EVENTUALLY);

      // Keystone uploads a document, then sends the required details after the confirmation.
      await supplier.goto(`${baseUrl}/suppliers/customers/audits`);
      await supplierRow(id).waitFor(EVENTUALLY);
      await supplierRow(id)
        .locator('input[type="file"]')
        .setInputFiles({
          name: 'keystone-invoice-copy.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n% an invoice copy\n%%EOF\n'),
        });
      await supplier
        .getByTestId('toast-success')
        .filter({ hasText: 'The document was added to the audit.' })
        .waitFor();
      await supplierRow(id).getByTestId('audit-send-details').click();
      await confirmOn(supplier, 'Send the required details');
      await supplier
        .getByTestId('toast-success')
        .filter({ hasText: 'The required details were sent to the pharmacy.' })
        .waitFor();
      // §4: required_details_sent hides the audit actions and shows the message.
      await expect
        .poll(() => supplierRow(id).getByTestId('audit-status-message').textContent(), EVENTUALLY)
        .toBe(REQUIRED_DETAILS_SENT_MESSAGE);
      expect(await supplierRow(id).getByTestId('audit-send-details').count()).toBe(0);
      expect(await supplierRow(id).getByTestId('audit-upload').count()).toBe(0);
      // Keystone can still open what it sent: the generated proofs and its upload, downloadable.
      await supplierRow(id).getByTestId('audit-files').click();
      const files = supplier.getByTestId('audit-files-modal');
      await expect.poll(() => files.getByTestId('proofs-document').count(), EVENTUALLY).toBe(2);
      const uploaded = files.locator('[data-testid="proofs-document"][data-kind="uploaded"]');
      const [copy] = await Promise.all([
        supplier.waitForEvent('download'),
        uploaded.getByTestId('proofs-download').click(),
      ]);
      expect((await readFile(await copy.path())).toString('latin1')).toContain('an invoice copy');
      await supplier.keyboard.press('Escape');

      // The pharmacy opens the proofs modal from the URL and downloads the generated PDF.
      await pharmacy.goto(`${baseUrl}${AUDITS_PAGE}?show_proofs_of_purchases_dialog=1&id=${id}`);
      const modal = pharmacy.getByTestId('proofs-content');
      await modal.waitFor(EVENTUALLY);
      await expect.poll(() => modal.getByTestId('proofs-document').count()).toBe(2);
      const generated = modal.locator('[data-testid="proofs-document"][data-kind="generated"]');
      const [download] = await Promise.all([
        pharmacy.waitForEvent('download'),
        generated.getByTestId('proofs-download').click(),
      ]);
      const pdf = await readFile(await download.path());
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

      // A proof is missing: the pharmacy tells support with a comment.
      await modal.getByTestId('notify-support-comment').fill(COMMENT);
      await modal.getByTestId('notify-support-submit').click();
      await pharmacy
        .getByTestId('toast-success')
        .filter({ hasText: 'Support has been notified about the missing proofs of purchase.' })
        .waitFor();

      // Support sees the notice in its audit queue.
      const support = await logIn(browser, baseUrl, 'support@example.com', '/support');
      await support.goto(`${baseUrl}/support/audit_notices`);
      const notice = support.locator(`[data-testid="audit-notice-row"][data-audit="${id}"]`);
      await notice.waitFor(EVENTUALLY);
      expect(await notice.getByTestId('notice-comment').textContent()).toBe(COMMENT);
      await support.context().close();

      // Keystone sees the audit on the customer's page and marks it completed after the confirmation.
      const [customer] = await database.db
        .select({ id: supplierCustomers.id })
        .from(supplierCustomers)
        .where(
          and(
            eq(supplierCustomers.supplierAccountId, KEYSTONE_ID),
            eq(supplierCustomers.pharmacyAccountId, PHARMACY_ID),
          ),
        );
      await supplier.goto(`${baseUrl}/suppliers/customers/view/${customer!.id}`);
      await supplier.getByTestId('customer-tab-audits').click();
      await supplier.getByTestId('customer-audits-panel').locator(`[data-id="${id}"]`).waitFor(EVENTUALLY);
      await supplier.goto(`${baseUrl}/suppliers/customers/audits`);
      await supplierRow(id).getByTestId('audit-mark-complete').click();
      await confirmOn(supplier, 'Are you sure, you want to mark this as completed?');
      await supplier
        .getByTestId('toast-success')
        .filter({ hasText: 'The audit status was saved as completed.' })
        .waitFor();
      // The page reloads: the audit leaves the pending list for the history.
      await expect.poll(() => supplierRow(id).count(), EVENTUALLY).toBe(0);
      await supplier.goto(`${baseUrl}/suppliers/customers/audits?type=history`);
      await expect.poll(() => supplierRow(id).getAttribute('data-status'), EVENTUALLY).toBe('completed');
    },
  );

  it('the new-audit form refuses an end date before the start and switches the auditor fields with the existing-company choice', async () => {
    const before = (await pharmacyAudits())[0]!.n;
    await openNewAuditModal();
    const auditor = pharmacy.getByTestId('new-audit-auditor');
    const newName = pharmacy.getByTestId('new-audit-new-name');
    // §5: existing company yes → the auditor list is enabled and the new name disabled.
    expect(await auditor.isEnabled()).toBe(true);
    expect(await newName.isDisabled()).toBe(true);
    await pharmacy.getByTestId('new-audit-existing-no').click();
    expect(await auditor.isDisabled()).toBe(true);
    expect(await newName.isEnabled()).toBe(true);
    await pharmacy.getByTestId('new-audit-existing-yes').click();
    expect(await auditor.isEnabled()).toBe(true);
    expect(await newName.isDisabled()).toBe(true);

    // §5: the end date's minimum follows the start date, and an earlier end is refused.
    await choose('new-audit-wholesaler', KEYSTONE);
    await choose('new-audit-auditor');
    await pharmacy.getByTestId('new-audit-start').fill('2026-03-01');
    expect(await pharmacy.getByTestId('new-audit-end').getAttribute('min')).toBe('2026-03-01');
    await pharmacy.getByTestId('new-audit-end').fill('2026-02-01');
    await pharmacy.getByTestId('new-audit-contact-name').fill('Ann Auditor');
    await pharmacy.getByTestId('new-audit-contact-email').fill('ann@auditor.example');
    await pharmacy.getByTestId('new-audit-submit').click();
    await pharmacy.getByText(AUDIT_MESSAGES.endBeforeStart).waitFor();
    expect(await pharmacy.getByTestId('new-audit-form').isVisible()).toBe(true);
    expect((await pharmacyAudits())[0]!.n).toBe(before);
  });

  it('the audit tour shows the configure modal on steps 3 and 4, the email composer on step 5, and leaving hides everything', async () => {
    await openNewAuditModal();
    await pharmacy.getByTestId('audit-tour-start').click();
    await pharmacy.getByTestId('audit-tour-sample').waitFor();
    const step = () => pharmacy.getByTestId('audit-tour-step').getAttribute('data-step');
    const configure = pharmacy.getByTestId('audit-tour-configure');
    const email = pharmacy.getByTestId('audit-tour-email');
    expect(await step()).toBe('1');
    await pharmacy.getByTestId('new-audit-form').waitFor({ state: 'detached' });

    await pharmacy.getByTestId('audit-tour-next').click();
    await expect.poll(step).toBe('2');
    await pharmacy.keyboard.press('ArrowRight');
    await expect.poll(step).toBe('3');
    await configure.waitFor();
    expect(await email.count()).toBe(0);
    await pharmacy.keyboard.press('ArrowRight');
    await expect.poll(step).toBe('4');
    expect(await configure.isVisible()).toBe(true);
    await pharmacy.keyboard.press('ArrowRight');
    await expect.poll(step).toBe('5');
    await email.waitFor();
    await configure.waitFor({ state: 'detached' });
    await pharmacy.keyboard.press('ArrowLeft');
    await expect.poll(step).toBe('4');
    await configure.waitFor();
    await pharmacy.keyboard.press('ArrowRight');
    await email.waitFor();

    // Esc leaves: every modal and the sample record are gone.
    await pharmacy.keyboard.press('Escape');
    await pharmacy.getByTestId('audit-tour').waitFor({ state: 'detached' });
    expect(await pharmacy.getByTestId('audit-tour-sample').count()).toBe(0);
    await email.waitFor({ state: 'detached' });
    expect(await configure.count()).toBe(0);
    expect(await pharmacy.getByRole('dialog').count()).toBe(0);
  });
});
