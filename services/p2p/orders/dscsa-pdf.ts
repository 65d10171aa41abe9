/**
 * The T3 document of one DSCSA record as a PDF (issue 13): the transaction information, the
 * transaction history and the transaction statement, one plain-text page (activities/documents/text-pdf.ts).
 */
import type { DscsaParty, dscsaTransactionRecords } from '../../../db/schema/index.ts';
import { renderTextPdf, paginate } from '../../../activities/documents/text-pdf.ts';

type RecordRow = typeof dscsaTransactionRecords.$inferSelect;

function party(label: string, p: DscsaParty): string[] {
  const a = p.address;
  return [
    `${label}: ${p.name}`,
    `  ${[a.address1, a.address2].filter(Boolean).join(', ')}`,
    `  ${a.city}, ${a.state_code} ${a.zipcode}`,
  ];
}

export function dscsaRecordPdf(r: RecordRow): Promise<Uint8Array<ArrayBuffer>> {
  const header = [`DSCSA T3 - Transaction Information, History and Statement (version ${r.version})`, ''];
  const history =
    r.history.length === 0
      ? ['  (no prior transaction documents on file)']
      : r.history.map((h, i) => `  ${i + 1}. ${JSON.stringify(h)}`);
  const lines = [
    'TRANSACTION INFORMATION',
    `  Product: ${r.productName}`,
    `  Strength: ${r.strength}    Dosage form: ${r.dosageForm}    Container size: ${r.containerSize}`,
    `  NDC: ${r.ndc}    Lot: ${r.lot}    Expiry: ${r.expiryDate}    Quantity (containers): ${r.quantity}`,
    `  Transaction date: ${r.transactionDate}    Shipment date: ${r.shipmentDate}`,
    ...party('  Seller', r.seller),
    ...party('  Buyer', r.buyer),
    '',
    'TRANSACTION HISTORY (prior transactions, from the seller’s pedigree documents)',
    ...history,
    '',
    'TRANSACTION STATEMENT',
    ...r.statement.split('\n').map((l) => `  ${l}`),
    '',
    `Record ${r.id}, written ${r.createdAt.toISOString()}.`,
  ];
  return renderTextPdf(paginate(header, lines));
}
