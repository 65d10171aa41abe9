/** The worker thread of pdf-worker.ts: runs the one task it was given and posts its bytes back. */
import { parentPort, workerData } from 'node:worker_threads';
import { performPdfTask, type PdfTask } from './pdf-worker-tasks.ts';

try {
  const bytes = await performPdfTask(workerData as PdfTask);
  parentPort!.postMessage({ ok: true, bytes }, [bytes.buffer as ArrayBuffer]);
} catch (error) {
  parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
