import { describe, expect, it } from 'vitest';
import { controlCharacterField, hasControlCharacter } from './control-characters.ts';

describe('control characters', () => {
  it.each([
    ['plain text', false],
    ['two\nlines\r\nand a\ttab', false],
    ['nul\u0000', true],
    ['bell\u0007', true],
    ['escape\u001b[31m', true],
    ['delete\u007f', true],
    ['accents é and emoji 💊', false],
  ])('%j → %s', (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });

  it('names the first field that holds one, however deep, keys included', () => {
    expect(controlCharacterField({ memo: 'fine', items: [{ name: 'ok' }, { name: 'bad\u0000' }] })).toBe(
      'items.1.name',
    );
    expect(controlCharacterField({ ['ke\u0000y']: 1 })).toBe('ke\u0000y');
    expect(controlCharacterField('a\u0000')).toBe('body');
    expect(controlCharacterField({ n: 1, ok: true, none: null, list: ['x'] })).toBeNull();
  });
});
