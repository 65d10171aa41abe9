/** The PDF tasks a worker thread runs (pdf-worker.ts), by kind, with what each one is given. */
import { stampSignedPdf, type Stamp } from '../../activities/esign/agreement-pdf.ts';
import {
  assembleApplicationPdf,
  type ApplicationPdfInput,
} from '../wholesaler-applications/application-pdf-pages.ts';

export type PdfTask =
  | {
      kind: 'stamp-signature';
      original: Uint8Array;
      stamp: Stamp;
      certificate: { title: string; lines: string[] };
    }
  | { kind: 'application'; input: ApplicationPdfInput };

export type PdfTaskResult = Uint8Array;

/** Runs the task (in the worker thread). */
export function performPdfTask(task: PdfTask): Promise<PdfTaskResult> {
  switch (task.kind) {
    case 'stamp-signature':
      return stampSignedPdf(task.original, task.stamp, task.certificate);
    case 'application':
      return assembleApplicationPdf(task.input);
  }
}
