/**
 * The application PDF's pages (issue 12, supplier-side §7 customer_application), assembled with
 * pdf-lib from what the caller read and verified: a page of the application's data, the signed
 * agreement's pages, and the voided cheque (a PDF's pages, or the image on a page). Runs in a PDF
 * worker thread (activities/documents/pdf-worker.ts): the cheque is the user's file. An image past
 * the pixel budget (one stored before uploads were measured) is named, never decoded (issue 22).
 */
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { pdfSafeText, wrapText } from '../../domain/esign/signatures.ts';
import { IMAGE_MAX_PIXELS, isOverPixelBudget, readImageHeader } from '../../domain/files/image-dimensions.ts';

export type ApplicationPdfInput = {
  title: string;
  lines: string[];
  /** The signed agreement's verified bytes, when there is one. */
  agreement: Uint8Array | null;
  cheque: { bytes: Uint8Array; contentType: string; fileName: string } | null;
};

const PAGE: [number, number] = [612, 792];

/** Whether the cheque image may be decoded: a PNG or JPEG whose header is within the pixel budget. */
function isPlaceableImage(cheque: NonNullable<ApplicationPdfInput['cheque']>): boolean {
  if (cheque.contentType !== 'image/png' && cheque.contentType !== 'image/jpeg') return false;
  const header = readImageHeader(cheque.bytes);
  return header.status === 'found' && !isOverPixelBudget(header, IMAGE_MAX_PIXELS);
}

/** The merged application PDF. */
export async function assembleApplicationPdf(input: ApplicationPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfSafeText(input.title));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage(PAGE);
  let y = PAGE[1] - 54;
  page.drawText(pdfSafeText(input.title), { x: 54, y, size: 16, font: bold });
  y -= 28;
  for (const line of input.lines.flatMap((l) => wrapText(l, 95))) {
    if (y < 54) {
      page = pdf.addPage(PAGE);
      y = PAGE[1] - 54;
    }
    page.drawText(line, { x: 54, y, size: 10, font });
    y -= 14;
  }
  if (input.agreement) {
    const signed = await PDFDocument.load(input.agreement);
    for (const copied of await pdf.copyPages(signed, signed.getPageIndices())) pdf.addPage(copied);
  }
  const cheque = input.cheque;
  if (cheque) {
    const chequePdf =
      cheque.contentType === 'application/pdf'
        ? await PDFDocument.load(cheque.bytes, { ignoreEncryption: true }).catch(() => null)
        : null;
    if (chequePdf) {
      for (const copied of await pdf.copyPages(chequePdf, chequePdf.getPageIndices())) pdf.addPage(copied);
    } else {
      const chequePage = pdf.addPage(PAGE);
      chequePage.drawText('Voided cheque', { x: 54, y: PAGE[1] - 54, size: 14, font: bold });
      if (isPlaceableImage(cheque)) {
        const image =
          cheque.contentType === 'image/png'
            ? await pdf.embedPng(cheque.bytes)
            : await pdf.embedJpg(cheque.bytes);
        const size = image.scaleToFit(PAGE[0] - 108, PAGE[1] - 140);
        chequePage.drawImage(image, { x: 54, y: PAGE[1] - 80 - size.height, ...size });
      } else
        // A GIF, an image too large to decode, or a PDF pdf-lib cannot read: named, not merged.
        chequePage.drawText(pdfSafeText(`The file ${cheque.fileName} cannot be placed in this PDF.`), {
          x: 54,
          y: PAGE[1] - 80,
          size: 10,
          font,
        });
    }
  }
  return pdf.save();
}
