/**
 * The Origin check on the WebSocket handshake. Browsers attach cookies to cross-site WebSocket
 * requests and the Same-Origin Policy does not apply to them, so without this any site could open
 * the cable with the user's session (cross-site WebSocket hijacking, ASVS v5 4.4.2).
 */

/** True when the handshake may proceed: a listed origin, or no Origin at all (not a browser). */
export function isOriginAllowed(origin: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined) return true;
  const normalised = normaliseOrigin(origin);
  // "null" (sandboxed frames, file:) is a browser that chose to hide its origin: refuse it.
  if (normalised === null) return false;
  return allowedOrigins.some((allowed) => normaliseOrigin(allowed) === normalised);
}

function normaliseOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}
