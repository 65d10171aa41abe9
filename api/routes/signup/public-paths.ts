/**
 * The signup's public routes (issue 12): a stranger calls them with `Authorization: Web` and no
 * session. authenticate() lets exactly these through; every other route needs a caller.
 */
export const SIGNUP_PUBLIC_ROUTES = [
  'GET /api/v1/signup/validate_email',
  'GET /api/v1/signup/validate_dea',
  'GET /api/v1/users/signup/ncpdp_user_data',
  'POST /api/v1/track_signup',
  'POST /api/v1/userleads',
  'POST /api/v1/ajax/process_data',
  'POST /api/v1/ajax/load_data',
  'POST /api/v1/users/signup/pharmacy',
  'POST /api/v1/signup/application',
  'POST /api/v1/signup/application/answer',
  'POST /api/v1/signup/application/verify_email',
  'POST /api/v1/signup/application/email_code',
] as const;

/** The multipart signup routes: their bodies are limited while they stream, not by the JSON limit. */
export const SIGNUP_UPLOAD_PATHS = ['/api/v1/users/signup/pharmacy', '/api/v1/signup/application/answer'];
