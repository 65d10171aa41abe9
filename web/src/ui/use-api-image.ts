import { useQuery } from '@tanstack/react-query';
import { fetchFile } from '../api/download.ts';

/** A blob as a data: URL (the CSP's img-src allows 'self' and data:, not blob:). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/**
 * An image the API serves (an avatar, a logo: at most 2 MB) as a URL an `<img>` can show:
 * fetched with the session, since a plain `src` cannot send `Authorization: Web` (401). Null while
 * loading, when there is no `path`, or when the fetch fails (the caller shows its fallback).
 */
export function useApiImage(path: string | null): string | null {
  const image = useQuery({
    queryKey: ['api-image', path],
    queryFn: async () => dataUrlOf(await fetchFile(path!)),
    enabled: path !== null,
    staleTime: Infinity,
  });
  return image.data ?? null;
}
