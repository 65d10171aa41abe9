/**
 * Licences and documents of the demo (issue 12 part C "Demo"): Keystone's control document (a
 * stored PDF with an external form), which its customers see on /pharmacy/wholesalers/approved,
 * and one run of the daily licence watch, so Riverside Drug's Oregon licence (expiring within the
 * month, from the seed) shows its 30-day warning without waiting for the 06:00 schedule.
 */
import { watchLicences } from '../../../activities/licences/watch-licences.ts';
import { renderTextPdf } from '../../../activities/documents/text-pdf.ts';
import { newFileKey } from '../../../activities/ports/file-store.ts';
import { licenceNotices, supplierControlDocuments } from '../../../db/schema/index.ts';
import { DEMO_SUPPLIER, type DemoWorld } from './world.ts';

export type LicenceScenario = {
  name: string;
  play: (w: DemoWorld, made: (id: string) => Promise<void>) => Promise<void>;
};

function questionnaire(): Promise<Uint8Array<ArrayBuffer>> {
  return renderTextPdf([
    [
      'Keystone Wholesale Drug - Controlled substance questionnaire',
      '',
      '1. Average monthly dispensing of schedule II products (units).',
      '2. Percentage of controlled prescriptions paid in cash.',
      '3. Prescribers accounting for more than 5 % of controlled prescriptions.',
      '',
      'Return the completed questionnaire through the online form.',
    ],
  ]);
}

export const LICENCE_SCENARIOS: LicenceScenario[] = [
  {
    name: 'control-document-keystone',
    play: async (w, made) => {
      const fileKey = newFileKey('control_documents', 'pdf');
      await w.files.put(fileKey, await questionnaire());
      const [row] = await w.db
        .insert(supplierControlDocuments)
        .values({
          supplierAccountId: DEMO_SUPPLIER.id,
          title: 'Controlled substance questionnaire',
          fileName: 'keystone-csq.pdf',
          fileKey,
          contentType: 'application/pdf',
          externalFormUrl: 'https://example.com/keystone/csq',
        })
        .returning({ id: supplierControlDocuments.id });
      await made(row!.id);
    },
  },
  {
    name: 'licence-watch-first-run',
    play: async (w, made) => {
      await watchLicences(w.db, new Date());
      const [notice] = await w.db.select({ id: licenceNotices.id }).from(licenceNotices).limit(1);
      if (notice) await made(notice.id);
    },
  },
];
