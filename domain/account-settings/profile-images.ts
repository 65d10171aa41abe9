/**
 * Avatars and logos (issue 23): an image, told by its first bytes and never its name (PNG, JPEG or
 * GIF), at most 2 MB and 2048 × 2048 pixels' worth (4 MP, read from the header, never decoded).
 * A picture for a 40-pixel header slot needs no more; the limits are ours (docs/decisions.md).
 */
import type { DocumentKind } from '../files/document-kind.ts';

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_PIXELS = 2048 * 2048;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

export const PROFILE_IMAGE_MESSAGES = {
  invalidKind: 'Please select a .jpeg, .jpg, .png or .gif image',
  tooLarge: 'The image cannot exceed 2MB',
} as const;

/** Whether a file of this kind may be an avatar or a logo (an image, not a PDF). */
export function isProfileImageKind(kind: DocumentKind): boolean {
  return (PROFILE_IMAGE_TYPES as readonly string[]).includes(kind.contentType);
}

/** The two pictures the settings area takes: one's own avatar, the account's logo. */
export type ProfileImageKind = 'avatar' | 'logo';
