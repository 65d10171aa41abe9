/**
 * Which saved payment methods checkout offers for a ship-to location (issue 23): those linked to
 * the location when any of that kind is; otherwise, as before locations had links, every one of
 * the account's (docs/decisions.md). Cards and bank accounts are decided apart.
 */
export function offeredForLocation<T extends { locationId: string | null }>(
  methods: readonly T[],
  locationId: string | null | undefined,
): T[] {
  if (!locationId) return [...methods];
  const linked = methods.filter((m) => m.locationId === locationId);
  return linked.length > 0 ? linked : [...methods];
}
