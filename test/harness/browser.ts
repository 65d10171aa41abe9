/**
 * Debian's Chromium for the browser tests, started as DESIGN §7 says: headless, and with the flags
 * that keep it from reaching for the network this machine does not have.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/lib/system-tools.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
