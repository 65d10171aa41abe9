import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { jpegClaiming, pngClaiming } from '../../test/harness/image-headers.ts';
import { pdfText } from '../../test/harness/pdf-text.ts';
import { renderAgreementPdf } from '../../activities/esign/agreement-pdf.ts';
import { PdfTaskFailed, runPdfTask } from './pdf-worker.ts';

const CONTENT = { title: 'Agreement', sections: [{ heading: '1. Terms', body: 'Terms.' }], fields: [] };
const certificate = { title: 'Certificate of electronic signature', lines: ['Signer: Ada'] };

describe('runPdfTask (issue 22: user images are decoded off the event loop)', () => {
  it('stamps a signature in a worker thread and answers the signed PDF', async () => {
    const original = await renderAgreementPdf(CONTENT, 'doc-1');
    const stamp = { mode: 'typed' as const, name: 'Ada Byron', lines: ['Signed electronically by Ada'] };
    const signed = await runPdfTask({ kind: 'stamp-signature', original, stamp, certificate });
    expect((await PDFDocument.load(signed)).getPageCount()).toBe(2);
  });

  it('answers a task that fails in its worker (an unreadable PNG) as PdfTaskFailed', async () => {
    const original = await renderAgreementPdf(CONTENT, 'doc-1');
    const stamp = { mode: 'drawn' as const, png: pngClaiming(2, 2), lines: [] };
    await expect(runPdfTask({ kind: 'stamp-signature', original, stamp, certificate })).rejects.toThrow(
      PdfTaskFailed,
    );
  });

  it('stops a task that runs past its time', async () => {
    const original = await renderAgreementPdf(CONTENT, 'doc-1');
    const stamp = { mode: 'typed' as const, name: 'Ada', lines: [] };
    await expect(runPdfTask({ kind: 'stamp-signature', original, stamp, certificate }, 1)).rejects.toThrow(
      /ran past 1 ms/,
    );
  });

  it('names a voided cheque image past the pixel budget instead of decoding it', async () => {
    const bytes = await runPdfTask({
      kind: 'application',
      input: {
        title: 'Customer application: Riverside',
        lines: ['Pharmacy: Riverside'],
        agreement: null,
        cheque: { bytes: jpegClaiming(20_000, 20_000), contentType: 'image/jpeg', fileName: 'cheque.jpg' },
      },
    });
    expect(await pdfText(bytes)).toContain('The file cheque.jpg cannot be placed in this PDF.');
  });
});
