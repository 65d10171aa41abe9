/**
 * The supplier's approval modal asks credit and net days of a net-terms application only (issue 22,
 * Trust round 3): a cash-on-delivery application is approved without them, and the modal says why.
 * The application is written straight to the database as submitted (its workflow is not needed to
 * open the modal), and removed afterwards.
 */
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { wholesalerApplications } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { SUPPLIER_ID } from '../harness/catalog-fixtures.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

const RIVERSIDE = DEMO_ACCOUNTS.find((a) => a.user.email === 'seller@example.com')!;

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let applicationId: string;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  browser = await launchChromium();
  const [row] = await database.db
    .insert(wholesalerApplications)
    .values({
      pharmacyAccountId: RIVERSIDE.id,
      supplierAccountId: SUPPLIER_ID,
      applicantUserId: RIVERSIDE.user.id,
      accountType: 'cod',
      status: 'submitted',
      submittedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
      workflowStartedAt: new Date(),
    })
    .returning({ id: wholesalerApplications.id });
  applicationId = row!.id;
});

afterAll(async () => {
  await browser?.close();
  if (applicationId)
    await database.db.delete(wholesalerApplications).where(eq(wholesalerApplications.id, applicationId));
  await database?.close();
});

describe('the approval modal of a cash-on-delivery application', () => {
  it('hides credit and net days and says the account pays when it orders', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    page.setDefaultTimeout(20_000);
    await logInOn(page, baseUrl, { email: 'supplier@example.com', home: '/suppliers' });
    await page.goto(`${baseUrl}/suppliers/customers/applications`);
    await page
      .getByTestId('application-row')
      .filter({ hasText: RIVERSIDE.name })
      .getByTestId('application-decide')
      .click();
    await page
      .getByTestId('application-summary')
      .filter({ hasText: 'Account type: Cash on delivery' })
      .waitFor();
    await page
      .getByTestId('application-no-terms')
      .filter({ hasText: 'A cash on delivery account pays when it orders' })
      .waitFor();
    expect(await page.getByTestId('application-credit').count()).toBe(0);
    expect(await page.getByTestId('application-net-days').count()).toBe(0);
    expect(await page.getByTestId('application-approve').isDisabled()).toBe(false);
  });
});
