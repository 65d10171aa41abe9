/**
 * The driver licence photos of the become-seller form (supplier-side §3, §5 "Driver license
 * upload"): several files, pdf/jpg/jpeg/png/gif, at most 10485760 bytes together, required unless
 * the seller will email the photo. The browser checks names; the server checks magic bytes.
 */
export const DRIVER_LICENCE_TOTAL_MAX_BYTES = 10_485_760;
export const DRIVER_LICENCE_MAX_FILES = 10;
const EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif'];

/** The spec's messages, singular and plural (supplier-side §5). */
export const DRIVER_LICENCE_MESSAGES = {
  required: 'This field is required.',
  invalidKind: (count: number) => `Please select .pdf, .jpeg, .jpg, .png or .gif file${count > 1 ? 's' : ''}`,
  tooLarge: (count: number) => (count > 1 ? 'Files size cannot exceed 10MB' : 'File size cannot exceed 10MB'),
} as const;

export type ChosenFile = { name: string; size: number };

/** Whether the file's name ends in one of the accepted extensions (case-insensitive). */
export function hasAcceptedExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
}

/**
 * Checks the chosen files: offending ones are removed from the list (wrong kind first, then files
 * past the total budget, last chosen first) and the message names what went wrong.
 */
export function checkDriverLicenceFiles<F extends ChosenFile>(
  files: F[],
  options: { emailed: boolean },
): { kept: F[]; error: string | null } {
  if (files.length === 0)
    return { kept: [], error: options.emailed ? null : DRIVER_LICENCE_MESSAGES.required };
  const wrongKind = files.filter((f) => !hasAcceptedExtension(f.name));
  if (wrongKind.length > 0)
    return {
      kept: files.filter((f) => hasAcceptedExtension(f.name)),
      error: DRIVER_LICENCE_MESSAGES.invalidKind(wrongKind.length),
    };
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total <= DRIVER_LICENCE_TOTAL_MAX_BYTES) return { kept: files, error: null };
  const kept: F[] = [];
  let used = 0;
  for (const file of files)
    if (used + file.size <= DRIVER_LICENCE_TOTAL_MAX_BYTES) {
      kept.push(file);
      used += file.size;
    }
  return { kept, error: DRIVER_LICENCE_MESSAGES.tooLarge(files.length) };
}
