/** Identity's routes as the contract declares them: logging in and out, who is calling, access tokens, locations. */
import { z } from 'zod';
import {
  ChangePasswordSchema,
  CreateAccessTokenSchema,
  LoginSchema,
} from '../../../domain/identity/schemas.ts';
import { SetPasswordSchema } from '../../../domain/identity/password-links.ts';
import { MessageSchema } from '../../contract/common-schemas.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import {
  AccessTokensSchema,
  CreatedAccessTokenSchema,
  LocationSchema,
  LocationsSchema,
  PasswordSetSchema,
  SessionSchema,
} from './serializers.ts';

const area = 'identity';
const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

export const logIn = defineRoute({
  method: 'post',
  path: '/session',
  area,
  access: 'public',
  summary: 'Log in (the web app)',
  description:
    'Needs `Authorization: Web`. Sets the session cookie and answers the caller with the CSRF token to send on writes. Failed logins are throttled per email and client address.',
  request: { body: LoginSchema },
  responses: { 200: jsonContent(SessionSchema, 'The logged-in caller') },
  // 401: wrong email or password (the same answer for both); 403: the right password on a signup
  // still under review or declined (AUTH_ACCOUNT_NOT_APPROVED); 429: throttled.
  problems: [401, 403, 429],
});

export const setPassword = defineRoute({
  method: 'post',
  path: '/password/set',
  area,
  access: 'public',
  summary: 'Set a password from a one-time link',
  description:
    'Needs `Authorization: Web`. The token comes from a one-time link (an invited support or supplier user’s first password); a link works once and for 72 hours. Unknown, used and expired links are throttled per client address like failed logins.',
  request: { body: SetPasswordSchema },
  responses: { 200: jsonContent(PasswordSetSchema, 'Set; the user signs in with it') },
  // 422: the link is unknown, used or expired (on `token`), or the password breaks a rule; 429: throttled.
  problems: [422, 429],
});

export const logOut = defineRoute({
  method: 'delete',
  path: '/session',
  area,
  access: 'any',
  summary: 'Log out (ends the browser session)',
  responses: { 204: { description: 'Logged out; the cookie is cleared' } },
});

export const me = defineRoute({
  method: 'get',
  path: '/users/me',
  area,
  access: 'any',
  summary: 'Who is calling',
  responses: { 200: jsonContent(SessionSchema, 'The caller') },
});

export const changePassword = defineRoute({
  method: 'put',
  path: '/users/me/password',
  area,
  access: 'any',
  summary: 'Change one’s own password',
  request: { body: ChangePasswordSchema },
  responses: { 200: jsonContent(MessageSchema, 'Changed; other sessions and every access token are ended') },
  // 422: the current password is wrong or the new one breaks a rule; 429: too many wrong passwords.
  problems: [422, 429],
});

export const listAccessTokens = defineRoute({
  method: 'get',
  path: '/access_tokens',
  area,
  access: 'any',
  summary: 'The caller’s personal access tokens',
  responses: { 200: jsonContent(AccessTokensSchema, 'Tokens, without their secrets') },
});

export const createAccessToken = defineRoute({
  method: 'post',
  path: '/access_tokens',
  area,
  access: 'any',
  role: 'admin',
  summary: 'Make a personal access token (for the CLI and integrations)',
  description:
    'Needs the caller’s current password. The token lives `expires_in_days` (90 unless given, 365 at most) and dies when its user’s password changes.',
  request: { body: CreateAccessTokenSchema },
  responses: { 201: jsonContent(CreatedAccessTokenSchema, 'The token; its secret is shown only now') },
  // 422: the current password is wrong (on `current_password`); 429: too many wrong passwords.
  problems: [422, 429],
});

export const revokeAccessToken = defineRoute({
  method: 'delete',
  path: '/access_tokens/{id}',
  area,
  access: 'any',
  role: 'admin',
  summary: 'Revoke a personal access token',
  request: { params: IdParam },
  responses: { 204: { description: 'Revoked' } },
  problems: [404],
});

export const listLocations = defineRoute({
  method: 'get',
  path: '/locations',
  area,
  access: ['pharmacy'],
  summary: 'The pharmacy’s locations (a master account sees its sub-accounts’ too)',
  responses: { 200: jsonContent(LocationsSchema, 'Locations') },
});

export const locationAddress = defineRoute({
  method: 'get',
  path: '/locations/{id}/address',
  area,
  access: ['pharmacy'],
  summary: 'One location’s address',
  request: { params: IdParam },
  responses: { 200: jsonContent(LocationSchema, 'The location') },
  problems: [404],
});
