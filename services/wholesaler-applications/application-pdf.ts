/**
 * The whole application as ONE PDF for the wholesaler (issue 12, supplier-side §7
 * customer_application): a page of the application's data, the signed agreement (verified by its
 * hash first), and the voided cheque (a PDF's pages, or the image on a page), merged with pdf-lib
 * in a PDF worker thread (activities/wholesaler-applications/application-pdf-pages.ts).
 */
import { eq } from 'drizzle-orm';
import type { ApplicationWithNames } from '../../db/queries/wholesaler-applications.ts';
import { signatureDocuments } from '../../db/schema/index.ts';
import { formatCents } from '../../domain/money.ts';
import {
  APPLICATION_ACCOUNT_TYPE_LABELS,
  APPLICATION_STATUS_LABELS,
} from '../../domain/wholesaler-applications/applications.ts';
import { detailsFields, type ApplicationDetails } from '../../domain/wholesaler-applications/details.ts';
import type { EsignDeps } from '../../activities/esign/prepare-agreement.ts';
import { readStored } from '../../activities/esign/stored-bytes.ts';
import { runPdfTask } from '../documents/pdf-worker.ts';
import { readVerified, type Visitor } from '../esign/verified-download.ts';

function dataLines(found: ApplicationWithNames): string[] {
  const app = found.application;
  return [
    `Pharmacy: ${found.pharmacyName}`,
    `Wholesaler: ${found.supplierName}`,
    `Account type: ${APPLICATION_ACCOUNT_TYPE_LABELS[app.accountType]}${app.vawd ? ' (VAWD)' : ''}`,
    `Status: ${APPLICATION_STATUS_LABELS[app.status]}`,
    `Submitted: ${app.submittedAt?.toISOString() ?? '-'}`,
    ...(app.status === 'approved'
      ? [`Approved: credit ${formatCents(app.decidedCreditCents ?? 0)} on net ${app.decidedNetDays ?? 0}`]
      : []),
    ...(app.declineReason ? [`Declined: ${app.declineReason}`] : []),
    '',
    ...detailsFields((app.details ?? {}) as Partial<ApplicationDetails>).map(
      (f) => `${f.label}: ${f.value || '-'}`,
    ),
    '',
    `Voided cheque: ${app.chequeFileName ?? '-'}`,
  ];
}

/**
 * The merged application PDF; the signed agreement is refused (409) when its stored bytes were
 * altered. The files are read and verified here; pdf-lib assembles them in a worker thread.
 */
export async function applicationPdf(
  deps: EsignDeps,
  found: ApplicationWithNames,
  visitor: Visitor,
): Promise<Uint8Array> {
  const app = found.application;
  let agreement: Uint8Array | null = null;
  if (app.agreementDocumentId) {
    const [doc] = await deps.db
      .select()
      .from(signatureDocuments)
      .where(eq(signatureDocuments.id, app.agreementDocumentId));
    if (doc?.signedKey) agreement = await readVerified(deps, doc, 'signed', visitor);
  }
  const cheque = app.chequeKey
    ? {
        bytes: await readStored(deps.files, app.chequeKey),
        contentType: app.chequeContentType ?? '',
        fileName: app.chequeFileName ?? '',
      }
    : null;
  const input = {
    title: `Customer application: ${found.pharmacyName}`,
    lines: dataLines(found),
    agreement,
    cheque,
  };
  return runPdfTask({ kind: 'application', input });
}
