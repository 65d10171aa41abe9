/** What the e-signature tests share: an agreement prepared for a demo user, and the signing calls. */
import { randomUUID } from 'node:crypto';
import { prepareAgreement } from '../../../activities/esign/prepare-agreement.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import type { TestContext } from '../../harness/app.ts';

export const accountOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!;

/** Prepares a wholesaler agreement for the demo account of `email`, as a workflow would. */
export async function prepareFor(t: TestContext, email: string, workflowId = `test-esign:${randomUUID()}`) {
  const account = accountOf(email);
  return prepareAgreement(
    { db: t.db, files: t.ports.files, now: () => new Date() },
    {
      accountId: account.id,
      signerUserId: account.user.id,
      kind: 'wholesaler_agreement',
      subjectId: randomUUID(),
      workflowId,
      returnPath: '/pharmacy/wholesalers/x/apply',
      title: 'Keystone customer agreement',
      sections: [{ heading: 'Terms', body: 'The customer pays its invoices on time.' }],
      fields: [
        { label: 'Business legal name', value: account.name },
        { label: 'DEA number', value: 'AB1234563' },
      ],
    },
  );
}
