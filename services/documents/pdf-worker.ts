/**
 * PDF work that decodes what a user sent (a drawn signature stamped into an agreement, a voided
 * cheque placed in the application PDF) runs in a worker thread, not on the API's event loop
 * (issue 22, image bombs): a slow or huge decode stalls that one worker, which is stopped after
 * PDF_WORKER_TIMEOUT_MS or past its heap limit, and every other request keeps being answered.
 * One short-lived worker per task: these are a few a minute, and a fresh thread leaves nothing
 * behind. The pixel budgets (domain/files/image-dimensions.ts) are checked before a task starts.
 */
import { Worker } from 'node:worker_threads';
import type { PdfTask, PdfTaskResult } from './pdf-worker-tasks.ts';

/** How long one PDF task may run before its worker is stopped. */
export const PDF_WORKER_TIMEOUT_MS = 15_000;
/**
 * The worker's V8 heap. Decoded pixels live in ArrayBuffers outside this heap: the pixel budgets,
 * not this limit, are what keep a decode small.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/** The task failed in its worker: the PDF or an image in it could not be read, or it ran too long. */
export class PdfTaskFailed extends Error {
  override name = 'PdfTaskFailed';
}

/** Runs a PDF task in its own worker thread and answers the PDF's bytes. */
export function runPdfTask(task: PdfTask, timeoutMs = PDF_WORKER_TIMEOUT_MS): Promise<PdfTaskResult> {
  const worker = new Worker(new URL('./pdf-worker-main.ts', import.meta.url), {
    workerData: task,
    resourceLimits: RESOURCE_LIMITS,
  });
  return new Promise<PdfTaskResult>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new PdfTaskFailed(`The ${task.kind} PDF task ran past ${timeoutMs} ms and was stopped.`));
      void worker.terminate();
    }, timeoutMs);
    const settle = () => clearTimeout(timer);
    worker.once('message', (message: { ok: true; bytes: Uint8Array } | { ok: false; error: string }) => {
      settle();
      if (message.ok) resolve(message.bytes);
      else reject(new PdfTaskFailed(message.error));
      void worker.terminate();
    });
    worker.once('error', (error: Error) => {
      settle();
      reject(new PdfTaskFailed(`The ${task.kind} PDF task failed: ${error.message}`));
    });
    worker.once('exit', (code) => {
      settle();
      reject(new PdfTaskFailed(`The ${task.kind} PDF task's worker exited (${code}).`));
    });
  });
}
