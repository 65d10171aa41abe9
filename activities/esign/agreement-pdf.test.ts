import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderAgreementPdf, stampSignedPdf } from './agreement-pdf.ts';
import { sha256Of } from './stored-bytes.ts';

const CONTENT = {
  title: 'Keystone customer agreement',
  sections: [{ heading: '1. Terms', body: 'Long terms. '.repeat(400) }],
  fields: [{ label: 'Business legal name', value: 'Café Pharmacy 😀' }],
};
const PNG_DOT = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe('agreement PDF', () => {
  it('renders the agreement with the applicant’s data on as many pages as it needs', async () => {
    const bytes = await renderAgreementPdf(CONTENT, 'doc-1');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(CONTENT.title);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });

  it('stamps a typed or drawn signature and adds the certificate page, changing the hash', async () => {
    const original = await renderAgreementPdf(CONTENT, 'doc-1');
    const pages = (await PDFDocument.load(original)).getPageCount();
    const certificate = {
      title: 'Certificate of electronic signature',
      lines: ['Signer: Ada', 'Audit trail:'],
    };
    for (const stamp of [
      { mode: 'typed' as const, name: 'Ada Byron', lines: ['Signed electronically by Ada'] },
      { mode: 'drawn' as const, png: PNG_DOT, lines: ['Signed electronically by Ada'] },
    ]) {
      const signed = await stampSignedPdf(original, stamp, certificate);
      expect((await PDFDocument.load(signed)).getPageCount()).toBe(pages + 1);
      expect(sha256Of(signed)).not.toBe(sha256Of(original));
    }
  });
});
