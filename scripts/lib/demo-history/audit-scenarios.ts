/**
 * Two audits of the demo pharmacy with Keystone (issue 11 "Demo data"), opened and answered
 * through the audit routes and the `audit:<id>` workflow: one waiting for Keystone, one where
 * Keystone uploaded a document and sent the required details (its proofs PDF lists the demo
 * orders of the period, which the order scenarios made before).
 */
import { renderTextPdf } from '../../../activities/documents/text-pdf.ts';
import type { AuditStatus } from '../../../domain/audits/audit-moves.ts';
import { isoDate } from '../../../domain/dates.ts';
import { DEMO_SUPPLIER, type DemoWorld } from './world.ts';

export type AuditScenario = {
  name: string;
  status: AuditStatus;
  play: (w: DemoWorld, made: (id: string) => Promise<void>) => Promise<void>;
};

const DAY = 86_400_000;
const daysAgo = (days: number) => isoDate(new Date(Date.now() - days * DAY));

type AuditAnswer = { audit: { id: string } };

/** The pharmacy opens an audit of its Keystone purchases (POST /wholesalers/audits); answers its id. */
async function openAudit(
  w: DemoWorld,
  body: Record<string, unknown>,
  made: (id: string) => Promise<void>,
): Promise<string> {
  const { audit } = await w.api.call<AuditAnswer>(w.pharmacy, 'POST', '/api/v1/wholesalers/audits', {
    supplier_id: DEMO_SUPPLIER.id,
    ...body,
  });
  await made(audit.id);
  return audit.id;
}

/** A one-page scan-like PDF Keystone adds to the proofs. */
function deliveryReceipts(): Promise<Uint8Array<ArrayBuffer>> {
  return renderTextPdf([
    [
      'Keystone Wholesale Drug - signed delivery receipts',
      '',
      'Customer: Main Street Pharmacy',
      `Period: ${daysAgo(90)} to ${daysAgo(0)}`,
      '',
      'Every delivery of the period was signed for at the pharmacy counter.',
      'Driver manifests are kept for seven years and available on request.',
    ],
  ]);
}

export const AUDIT_SCENARIOS: AuditScenario[] = [
  {
    name: 'audit:awaiting-wholesaler',
    status: 'requested',
    async play(w, made) {
      const { data: auditors } = await w.api.call<{ data: { id: string; name: string }[] }>(
        w.pharmacy,
        'GET',
        '/api/v1/wholesalers/audits/auditors',
      );
      const auditor = auditors.find((a) => a.name === 'Express Scripts') ?? auditors[0]!;
      await openAudit(
        w,
        {
          existing_company: true,
          auditor_id: auditor.id,
          start_date: daysAgo(120),
          end_date: daysAgo(30),
          point_of_contact: {
            name: 'Dana Whitfield',
            email: 'dana.whitfield@auditor.example',
            phone: '(512) 555-0142',
          },
        },
        made,
      );
    },
  },
  {
    name: 'audit:details-sent',
    status: 'required_details_sent',
    async play(w, made) {
      const id = await openAudit(
        w,
        {
          existing_company: false,
          new_auditor_name: 'Lone Star Claims Review',
          start_date: daysAgo(90),
          end_date: daysAgo(0),
          due_date: isoDate(new Date(Date.now() + 21 * DAY)),
          point_of_contact: { name: 'Marcus Reyes', email: 'm.reyes@lonestar-claims.example' },
        },
        made,
      );
      await w.api.upload(w.supplier, `/api/v1/customers/audits/${id}/documents`, {
        name: 'signed-delivery-receipts.pdf',
        bytes: await deliveryReceipts(),
      });
      await w.api.call(w.supplier, 'PATCH', `/api/v1/customers/audits/${id}/update_status`, {
        status: 'required_details_sent',
      });
    },
  },
];
