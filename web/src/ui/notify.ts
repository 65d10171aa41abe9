import { notifications } from '@mantine/notifications';
import { isApiError, isSessionExpired } from '../api/client.ts';

/** Success bars auto-dismiss after 3 seconds (spec, pharmacy side §9); errors stay until dismissed. */
export const FLASH_AUTO_CLOSE_MS = 3000;
/** The custom message bar auto-dismisses after 10 seconds (spec, pharmacy side §9). */
export const CUSTOM_MESSAGE_AUTO_CLOSE_MS = 10000;

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/**
 * The text of an error toast: the server's message, else the HTTP status text, else
 * 'Something went wrong' (spec, pharmacy side §8).
 */
export function errorMessageOf(error: unknown): string {
  if (isApiError(error)) {
    if (error.hasServerMessage) return error.message;
    return error.statusText || FALLBACK_ERROR_MESSAGE;
  }
  return FALLBACK_ERROR_MESSAGE;
}

/** An error toast's title says it stays (issue 21: a toast that never closed looked stuck). */
const STAYS = ' (stays until you close it)';

/**
 * An error toast stays until the user dismisses it (an error is read, not glimpsed), and its title
 * says so. A call that found the session gone shows none: the login page says so instead.
 */
export function notifyError(error: unknown): void {
  notifyErrorTitled('Error', error);
}

/** notifyError with a title naming what failed (the audit pages' catalogue, supplier-side §8). */
export function notifyErrorTitled(title: string, error: unknown): void {
  if (isSessionExpired(error)) return;
  notifications.show({
    color: 'red',
    title: `${title}${STAYS}`,
    message: errorMessageOf(error),
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close this error' },
    'data-testid': 'toast-error',
  });
}

/**
 * An error toast with a fixed text from the spec's catalogue (supplier-side §8), not the server's:
 * a flash like a success, 3 s.
 */
export function notifyErrorText(message: string): void {
  notifications.show({
    color: 'red',
    title: 'Error',
    message,
    autoClose: FLASH_AUTO_CLOSE_MS,
    'data-testid': 'toast-error',
  });
}

export function notifySuccess(message: string): void {
  notifications.show({
    color: 'green',
    message,
    autoClose: FLASH_AUTO_CLOSE_MS,
    'data-testid': 'toast-success',
  });
}

/** A message pushed by the server (realtime notification): the custom message bar. */
export function notifyMessage(message: string): void {
  notifications.show({
    color: 'blue',
    message,
    autoClose: CUSTOM_MESSAGE_AUTO_CLOSE_MS,
    'data-testid': 'toast-message',
  });
}
