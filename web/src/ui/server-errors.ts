/** Puts a failed save's field errors on the form fields they name; anything else becomes a toast. */
import { isApiError } from '../api/client.ts';
import { notifyError } from './notify.ts';

type FormLike = { setErrors: (errors: Record<string, string>) => void };

/** Field errors by the body's paths ('holidays.0.month_day'), which are also the forms' paths. */
export function showServerErrors(form: FormLike, error: unknown): void {
  putFieldErrors(form, error);
  notifyError(error);
}

/** Only the field errors, for a mutation whose hook already toasts its failures. */
export function putFieldErrors(form: FormLike, error: unknown): void {
  if (!isApiError(error)) return;
  const errors = firstMessages(error.fieldErrors);
  if (Object.keys(errors).length > 0) form.setErrors(errors);
}

/** The first message of each field, as a form shows them (rules answer every message per field). */
export function firstMessages(fields: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0] ?? '']));
}
