/** How values travel on the wire, shared by every area's serializers. */

/** An instant as ISO 8601 (UTC), or null. */
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
