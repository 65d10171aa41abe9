/**
 * The PDFs of the product's e-signature (issue 12), written with @cantoo/pdf-lib: the agreement
 * with the applicant's data, the stamp a signature puts on it, and the certificate page with the
 * audit trail. Every user-given text goes through pdfSafeText (the standard fonts' alphabet).
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { pdfSafeText, wrapText } from '../../domain/esign/signatures.ts';

export type AgreementContent = {
  title: string;
  sections: { heading: string; body: string }[];
  fields: { label: string; value: string }[];
};

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const LINE = 14;
/** Room kept at the bottom of the last page for the signature stamp. */
export const SIGNATURE_BOX_HEIGHT = 130;

/** Writes lines top-down, starting a new page when the current one is full. */
class Writer {
  page: PDFPage;
  y: number;
  private readonly pdf: PDFDocument;
  private readonly fonts: { regular: PDFFont; bold: PDFFont };
  constructor(pdf: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.page = pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  line(text: string, options: { bold?: boolean; size?: number } = {}) {
    const size = options.size ?? 10;
    if (this.y < MARGIN + size) {
      this.page = this.pdf.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    this.page.drawText(pdfSafeText(text), { x: MARGIN, y: this.y, size, font });
    this.y -= size + 4;
  }
  gap(points = LINE / 2) {
    this.y -= points;
  }
}

async function fontsOf(pdf: PDFDocument) {
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
}

/** The agreement as a PDF: title, the applicant's data, the sections, and an empty signature box. */
export async function renderAgreementPdf(content: AgreementContent, documentId: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfSafeText(content.title));
  pdf.setProducer('Pharmacy marketplace e-signature');
  const fonts = await fontsOf(pdf);
  const w = new Writer(pdf, fonts);
  w.line(content.title, { bold: true, size: 16 });
  w.line(`Document ${documentId}`, { size: 8 });
  w.gap();
  w.line('Applicant', { bold: true, size: 12 });
  for (const field of content.fields)
    for (const [i, text] of wrapText(`${field.label}: ${field.value || '-'}`, 95).entries())
      w.line(i === 0 ? text : `    ${text}`);
  for (const section of content.sections) {
    w.gap();
    w.line(section.heading, { bold: true, size: 12 });
    for (const text of wrapText(section.body, 95)) w.line(text);
  }
  if (w.y < MARGIN + SIGNATURE_BOX_HEIGHT) w.page = pdf.addPage(PAGE);
  w.page.drawRectangle({
    x: MARGIN,
    y: MARGIN,
    width: PAGE[0] - 2 * MARGIN,
    height: SIGNATURE_BOX_HEIGHT,
    borderColor: rgb(0.5, 0.5, 0.5),
    borderWidth: 0.5,
  });
  w.page.drawText('Signature', {
    x: MARGIN + 6,
    y: MARGIN + SIGNATURE_BOX_HEIGHT - 14,
    size: 9,
    font: fonts.bold,
  });
  return pdf.save();
}

export type Stamp =
  { mode: 'typed'; name: string; lines: string[] } | { mode: 'drawn'; png: Uint8Array; lines: string[] };

/** The signed PDF: the signature and its lines in the last page's box, then the certificate page. */
export async function stampSignedPdf(
  original: Uint8Array,
  stamp: Stamp,
  certificate: { title: string; lines: string[] },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original);
  const fonts = await fontsOf(pdf);
  const pages = pdf.getPages();
  const last = pages[pages.length - 1]!;
  const top = MARGIN + SIGNATURE_BOX_HEIGHT - 24;
  if (stamp.mode === 'typed') {
    last.drawText(pdfSafeText(stamp.name), { x: MARGIN + 12, y: top - 26, size: 24, font: fonts.italic });
  } else {
    const image = await pdf.embedPng(stamp.png);
    const scaled = image.scaleToFit(220, 50);
    last.drawImage(image, { x: MARGIN + 12, y: top - scaled.height, ...scaled });
  }
  stamp.lines.forEach((text, i) =>
    last.drawText(text, { x: MARGIN + 12, y: MARGIN + 44 - i * 11, size: 8, font: fonts.regular }),
  );
  const w = new Writer(pdf, fonts);
  w.line(certificate.title, { bold: true, size: 14 });
  w.gap();
  for (const text of certificate.lines) for (const part of wrapText(text, 100)) w.line(part, { size: 9 });
  return pdf.save();
}
