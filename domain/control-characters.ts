/**
 * Control characters in text (issue 10 "control characters (NUL) in any string are refused"): they
 * are never part of a name, memo or file name, PostgreSQL cannot store NUL at all, and the others
 * hide text from whoever reads it later. Tab, line feed and carriage return stay allowed (memos
 * have lines).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * The dotted path of the first string (or object key) in a JSON value that holds a control
 * character, or null. `prefix` names the value itself (empty for a whole body).
 */
export function controlCharacterField(value: unknown, prefix = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? prefix || 'body' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterField(item, prefix ? `${prefix}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (hasControlCharacter(key)) return path;
      const found = controlCharacterField(item, path);
      if (found) return found;
    }
  }
  return null;
}
