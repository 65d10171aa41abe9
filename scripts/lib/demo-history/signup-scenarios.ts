/**
 * A pending pharmacy signup (issue 12 "Demo data"), made through the public signup route as a
 * stranger would, so support's review queue is not empty on `npm start`: Harbor Pharmacy & Wellness in New
 * York, pre-filled from the sandbox NCPDP directory's entry, its state licence expiring in 20 days
 * (the review shows "expires soon"), its documents attached.
 */
import { desc, eq } from 'drizzle-orm';
import { renderTextPdf } from '../../../activities/documents/text-pdf.ts';
import { ncpdpSandboxDirectory, sandboxMailbox } from '../../../db/schema/index.ts';
import { withDeaCheckDigit } from '../../../domain/licences/dea-number.ts';
import type { DemoWorld } from './world.ts';

export type SignupScenario = {
  name: string;
  play: (w: DemoWorld, made: (id: string) => Promise<void>) => Promise<void>;
};

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const HARBOR_NCPDP = '8878414';

/** The code the review mailed to `email` (the SANDBOX mailbox), once it is there. */
async function sandboxCode(w: DemoWorld, email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const [mail] = await w.db
      .select()
      .from(sandboxMailbox)
      .where(eq(sandboxMailbox.to, email))
      .orderBy(desc(sandboxMailbox.createdAt))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`demo history: no signup code was mailed to ${email}`);
}

async function document(title: string): Promise<Blob> {
  return new Blob([
    await renderTextPdf([[title, '', 'Harbor Pharmacy & Wellness', 'Demo document (synthetic).']]),
  ]);
}

export const SIGNUP_SCENARIOS: SignupScenario[] = [
  {
    name: 'signup:pending-review',
    async play(w, made) {
      const [entry] = await w.db
        .select()
        .from(ncpdpSandboxDirectory)
        .where(eq(ncpdpSandboxDirectory.ncpdpNumber, HARBOR_NCPDP));
      if (!entry) throw new Error(`demo history: sandbox NCPDP ${HARBOR_NCPDP} is not seeded`);
      const soon = new Date(Date.now() + 20 * DAY);
      const dea = new Date(Date.now() + 500 * DAY);
      const fields: Record<string, string> = {
        email: 'owner@harbor-pharmacy.example',
        dea_number: withDeaCheckDigit('FH382019'),
        federal_tax_id: '13-4820917',
        password: 'Harbor-Pharmacy-2026!',
        password_confirmation: 'Harbor-Pharmacy-2026!',
        first_name: 'Miriam',
        last_name: 'Castellano',
        mobile: '(212) 555-0142',
        dob: '09-23-1976',
        business_legal_name: entry.name,
        business_type: 'independent',
        ncpdp_number: entry.ncpdpNumber,
        dea_expiry: `${pad(dea.getUTCMonth() + 1)}-${pad(dea.getUTCDate())}-${dea.getUTCFullYear()}`,
        address: entry.address1,
        city: entry.city,
        state_id: String(entry.stateId),
        zip: entry.zipcode,
        phone: entry.phone,
        part_of_a_gpo: 'Yes',
        gpo_name: 'Empire Independent Pharmacy Alliance',
        licences: JSON.stringify([
          {
            number: 'NY-PH-051937',
            state_id: entry.stateId,
            issue_month: '3',
            issue_day: '1',
            issue_year: '2023',
            expiry_month: String(soon.getUTCMonth() + 1),
            expiry_day: String(soon.getUTCDate()),
            expiry_year: String(soon.getUTCFullYear()),
          },
        ]),
        terms: 'true',
      };
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.append('state_licence_files', await document('New York State pharmacy licence'), 'ny-licence.pdf');
      form.set('dea_file', await document('DEA registration certificate'), 'dea-registration.pdf');
      const answer = await w.api.submitPublicForm<{ account_id: string; application_token: string }>(
        '/api/v1/users/signup/pharmacy',
        form,
      );
      // The applicant enters the code mailed to it (the sandbox mailbox): only then support sees it.
      await w.api.postPublic('/api/v1/signup/application/verify_email', {
        application_token: answer.application_token,
        code: await sandboxCode(w, fields.email!),
      });
      await made(answer.account_id);
    },
  },
];
