/** A multipart form with one `file` part, as the avatar and logo uploads take it. */
export function imageForm(bytes: Uint8Array, name = 'picture.png'): FormData {
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  return form;
}
