import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './origin.ts';

const allowed = ['https://shop.example', 'http://localhost:3000'];

// ASVS v5 4.4.2: the WebSocket handshake checks Origin against an allow-list.
describe('isOriginAllowed', () => {
  it('allows a listed origin', () => {
    expect(isOriginAllowed('https://shop.example', allowed)).toBe(true);
    expect(isOriginAllowed('http://localhost:3000', allowed)).toBe(true);
  });

  it('refuses a foreign origin, another port or another scheme', () => {
    expect(isOriginAllowed('https://evil.example', allowed)).toBe(false);
    expect(isOriginAllowed('http://localhost:3001', allowed)).toBe(false);
    expect(isOriginAllowed('http://shop.example', allowed)).toBe(false);
  });

  it('refuses the opaque "null" origin and garbage', () => {
    expect(isOriginAllowed('null', allowed)).toBe(false);
    expect(isOriginAllowed('not a url', allowed)).toBe(false);
  });

  it('allows a handshake without Origin, which only non-browser clients send', () => {
    expect(isOriginAllowed(undefined, allowed)).toBe(true);
  });
});
