/**
 * Reading an import upload (multipart: `kind`, `file`). The size limit is enforced while the body
 * streams in, before anything is parsed, so an oversized upload is cut off at the limit rather
 * than read whole; product import files are CSV only (supplier-side §5).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { IMPORT_KINDS, type ImportKind } from '../../../domain/catalog/import-rows.ts';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../../../domain/control-characters.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { AppEnv } from '../../context.ts';
import { parseWith } from '../../contract/request-invalid.ts';

export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Room for the multipart framing and the `kind` field around the file. */
const FRAMING_BYTES = 64 * 1024;

const MESSAGES = {
  notMultipart: 'Please choose a CSV file to upload.',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  unreadable: 'The upload could not be read. Please try again.',
  noFile: 'Please choose a CSV file to upload.',
  notCsv: 'Please select a .csv file.',
  controlInName: 'The file name must not contain control characters. Please rename the file.',
};

const invalid = (field: string, message: string) =>
  new DomainError('REQUEST_INVALID', message, { fields: { [field]: [message] } });

const KindField = z.strictObject({ kind: z.enum(IMPORT_KINDS, 'is not a kind of import') });

class UploadTooLarge extends Error {}

/** The upload's kind (the form's, or the one implied by the route) and its file. */
export async function readImportUpload(
  c: Context<AppEnv>,
  impliedKind?: ImportKind,
): Promise<{ kind: ImportKind; file: File }> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !c.req.raw.body)
    throw invalid('file', MESSAGES.notMultipart);
  const limit = IMPORT_MAX_BYTES + FRAMING_BYTES;
  if (Number(c.req.header('content-length') ?? 0) > limit) throw invalid('file', MESSAGES.tooLarge);

  let received = 0;
  const counted = c.req.raw.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) controller.error(new UploadTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(counted, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalid('file', received > limit ? MESSAGES.tooLarge : MESSAGES.unreadable);
  }

  for (const key of form.keys()) {
    if (key !== 'kind' && key !== 'file') throw invalid(key, 'is not a permitted field');
  }
  const kindField = form.get('kind');
  if (typeof kindField === 'string' && hasControlCharacter(kindField))
    throw invalid('kind', CONTROL_CHARACTER_MESSAGE);
  const { kind } = parseWith(KindField, { kind: typeof kindField === 'string' ? kindField : impliedKind });
  if (impliedKind && kind !== impliedKind) throw invalid('kind', 'does not match this import');
  const file = form.get('file');
  if (!(file instanceof File)) throw invalid('file', MESSAGES.noFile);
  if (hasControlCharacter(file.name)) throw invalid('file', MESSAGES.controlInName);
  if (!/\.csv$/i.test(file.name)) throw invalid('file', MESSAGES.notCsv);
  if (file.size > IMPORT_MAX_BYTES) throw invalid('file', MESSAGES.tooLarge);
  return { kind, file };
}
