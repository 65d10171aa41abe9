/** Saving a file the API answers (an export, an invoice PDF) under its name. */
import { ApiError } from './client.ts';

/** A file the API answers, fetched with the session (a plain link cannot send the header). */
export async function fetchFile(path: string): Promise<Blob> {
  const response = await fetch(path, { headers: { Authorization: 'Web' }, credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, undefined);
  return response.blob();
}

/**
 * Files need the `Authorization: Web` header, which a plain link cannot send: fetch the file with
 * the session, then save the blob as `filename`. A failed answer is an ApiError (toasted by the caller).
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const url = URL.createObjectURL(await fetchFile(path));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
