/** Puts a failed save's field errors on the form fields they name; anything else becomes a toast. */
import { isApiError } from '../../api/client.ts';
import { notifyError } from '../../ui/notify.ts';

type FormLike = { setErrors: (errors: Record<string, string>) => void };

/** Field errors by the body's paths ('holidays.0.month_day'), which are also the forms' paths. */
export function showServerErrors(form: FormLike, error: unknown): void {
  if (isApiError(error)) {
    const entries = Object.entries(error.fieldErrors).map(
      ([field, messages]) => [field, messages[0] ?? ''] as const,
    );
    if (entries.length > 0) form.setErrors(Object.fromEntries(entries));
  }
  notifyError(error);
}
