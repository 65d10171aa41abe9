import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/harness/pdf-text.ts';
import { paginate, PDF_LINE_CHARS, PDF_PAGE_LINES, renderTextPdf } from './text-pdf.ts';

describe('renderTextPdf', () => {
  it('prints names as written when they are not ASCII (embedded Unicode font)', async () => {
    const pdf = await renderTextPdf([['Buyer: Zoë Peña', 'Seller: Mötley Pharmacy']]);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(await pdfText(pdf)).toBe('Buyer: Zoë Peña\nSeller: Mötley Pharmacy');
  });

  it('writes one page per entry and keeps a line to the width of the page', async () => {
    const long = 'x'.repeat(PDF_LINE_CHARS + 10);
    const text = await pdfText(
      await renderTextPdf([
        ['Orders', 'a (b) \\ c'],
        ['page two', long],
      ]),
    );
    expect(text.split('\n\f\n')).toEqual(['Orders\na (b) \\ c', `page two\n${'x'.repeat(PDF_LINE_CHARS)}`]);
  });

  it('writes the same bytes for the same pages (no clock in the document)', async () => {
    const pages = [['hello']];
    expect(await renderTextPdf(pages)).toEqual(await renderTextPdf(pages));
  });
});

describe('paginate', () => {
  it('repeats the header on every page when lines overflow a page', () => {
    const lines = Array.from({ length: PDF_PAGE_LINES * 2 }, (_, i) => `row ${i}`);
    const pages = paginate(['H'], lines);
    expect(pages.length).toBe(3);
    expect(pages.every((p) => p[0] === 'H' && p.length <= PDF_PAGE_LINES)).toBe(true);
  });

  it('gives one page with the header when there are no lines', () => {
    expect(paginate(['H'], [])).toEqual([['H']]);
  });
});
