import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Env } from '../../platform/env.ts';

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/. Behind TLS it is Secure with the __Host-
 * prefix (ASVS v5 3.3.1); on plain http://localhost during development it cannot be Secure, so it
 * is called `sid`. Its lifetime is the session's absolute lifetime.
 */
export function sessionCookieName(env: Pick<Env, 'secureCookies'>): string {
  return env.secureCookies ? '__Host-sid' : 'sid';
}

export function readSessionCookie(c: Context, env: Env): string | undefined {
  return getCookie(c, sessionCookieName(env));
}

export function writeSessionCookie(c: Context, env: Env, token: string) {
  setCookie(c, sessionCookieName(env), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: env.secureCookies,
    maxAge: env.session.absoluteHours * 3600,
  });
}

export function clearSessionCookie(c: Context, env: Env) {
  deleteCookie(c, sessionCookieName(env), { path: '/', secure: env.secureCookies });
}

/** Reads the session token from a raw Cookie header (the /cable upgrade has no Hono context). */
export function sessionTokenFromCookieHeader(header: string | undefined, env: Env): string | undefined {
  if (!header) return undefined;
  const name = sessionCookieName(env);
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
