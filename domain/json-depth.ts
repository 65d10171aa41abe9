/**
 * How deep a request's JSON may nest (issue 22): our deepest body (a bundle offer's items, a
 * listing's lots) nests a handful of levels, and a body nested thousands of levels deep is only an
 * attack on whatever walks it recursively (the control-character check, zod). Refused with 400.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `is nested more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * Whether a parsed JSON value nests objects and arrays more than `max` levels deep (the value
 * itself is level 1). Walks with its own stack, so no depth can overflow the call stack.
 */
export function isNestedDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, level] = next;
    if (item === null || typeof item !== 'object') continue;
    if (level > max) return true;
    for (const child of Object.values(item)) pending.push([child, level + 1]);
  }
  return false;
}
