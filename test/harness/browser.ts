/**
 * Debian's Chromium for the browser tests, started as DESIGN §7 says: headless, and with the flags
 * that keep it from reaching for the network this machine does not have.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
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

/** Logs in through the login page as a person would, and waits until `home` shows. */
export async function logInOn(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password?: string; home: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password ?? DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === credentials.home);
}
