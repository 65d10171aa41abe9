/** What the login page says when a call found the session gone. */
export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please log in again.';
