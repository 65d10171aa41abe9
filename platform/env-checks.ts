/** Checks and defaults of platform/env.ts that need more than a schema. */

/** APP_URL, else the first public origin, else the local default; never with a trailing slash. */
export function appUrlOf(appUrl: string | undefined, publicOrigins: string): string {
  const first = publicOrigins.split(',')[0]?.trim();
  return (appUrl ?? (first || 'http://localhost:3000')).replace(/\/+$/, '');
}

/** The application must not log in as the role that owns the tables (it could alter or drop them). */
export function assertAppIsNotOwner(appUrl: string, ownerUrl: string) {
  const userOf = (url: string) => {
    try {
      return decodeURIComponent(new URL(url).username);
    } catch {
      throw new Error('Invalid environment: DATABASE_URL and DATABASE_OWNER_URL must be postgres:// URLs');
    }
  };
  if (userOf(appUrl) === userOf(ownerUrl))
    throw new Error(
      `Invalid environment: DATABASE_URL logs in as the owner role '${userOf(ownerUrl)}' of DATABASE_OWNER_URL; the application connects as its own role (README, "Database roles")`,
    );
}
