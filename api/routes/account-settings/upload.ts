/**
 * Receiving an avatar or a logo (multipart: one `file` part): an image by its magic bytes (PNG,
 * JPEG or GIF), at most 2 MB, its pixels read from the header and capped. Streamed into the file
 * store and charged to the account's upload quota as it arrives; a refused upload leaves nothing.
 */
import type { Context } from 'hono';
import type { FileStore, StoredUpload } from '../../../activities/ports/file-store.ts';
import {
  isProfileImageKind,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MAX_PIXELS,
  PROFILE_IMAGE_MESSAGES,
  type ProfileImageKind,
} from '../../../domain/account-settings/profile-images.ts';
import { FILE_MESSAGES } from '../../../domain/files/document-kind.ts';
import type { AppEnv } from '../../context.ts';
import { discardUploads, receiveMultipartForm, type MultipartForm } from '../../uploads/read-form.ts';
import { fieldRefused } from '../../uploads/store-file-part.ts';

/** Streams the request's one image into `files`; answers it with the form (to discard on failure). */
export async function receiveProfileImage(
  c: Context<AppEnv>,
  files: FileStore,
  kind: ProfileImageKind,
): Promise<{ file: StoredUpload; form: MultipartForm }> {
  const form = await receiveMultipartForm(c, files, {
    files: {
      file: {
        folder: kind === 'avatar' ? 'avatars' : 'logos',
        maxFiles: 1,
        maxBytes: PROFILE_IMAGE_MAX_BYTES,
        accepts: isProfileImageKind,
        maxPixels: PROFILE_IMAGE_MAX_PIXELS,
        messages: PROFILE_IMAGE_MESSAGES,
      },
    },
    maxParts: 1,
  });
  const [file] = form.files.file ?? [];
  const [stray] = Object.keys(form.fields);
  if (stray || !file) {
    await discardUploads(files, form);
    throw stray
      ? fieldRefused(stray, 'is not a permitted field')
      : fieldRefused('file', FILE_MESSAGES.noFile);
  }
  return { file, form };
}
