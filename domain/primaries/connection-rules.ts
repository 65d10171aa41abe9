/**
 * The primary connection's fields (pharmacy-side §3 Primary connection: server_address, username,
 * password, port, connection_type, inbound and outbound directories, monthly spending for Rx, brands
 * and generics formatted 0,0.00). Pure: the API checks them before anything is written or dialled,
 * and the page shows the same messages.
 */
import type { FieldErrors } from '../errors.ts';
import { readDollars } from '../money.ts';

export const CONNECTION_TYPES = ['ftp', 'ftps', 'sftp'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** The port each protocol listens on unless the wholesaler says otherwise (FTPS explicit: 21). */
export const DEFAULT_PORTS: Record<ConnectionType, number> = { ftp: 21, ftps: 21, sftp: 22 };

/** The check gives up after this long (issue 23: "within 10 seconds"). */
export const CONNECTION_CHECK_TIMEOUT_MS = 10_000;

export const SPENDING_FIELDS = [
  'monthly_rx_spending',
  'monthly_brand_spending',
  'monthly_generic_spending',
] as const;
export type SpendingField = (typeof SPENDING_FIELDS)[number];

/** The spec's connection error (§8 "FTP check failing shows a connection error"), with why. */
export const CONNECTION_MESSAGES = {
  success: 'Connection successful: the inbound directory was listed.',
  failed: 'Connection error',
  saved: 'Primary connection saved.',
  passwordRequired: 'is required',
  passwordForNewServer: 'is required when the server address changes',
  host: 'must be a host name or an IP address, without ftp:// or a path',
  directory: 'must be a path such as /inbound, without line breaks',
  text: 'must not contain line breaks',
  spending: 'must be an amount such as 12,345.67',
} as const;

/** Why a check failed, in words for the page (never the server's own text: it may echo our input). */
export const FAILURE_REASONS = {
  timeout: 'the server did not answer within 10 seconds',
  refused: 'the server refused the connection',
  unreachable: 'the server could not be reached',
  login: 'the server refused the username or password',
  directory: 'the inbound directory could not be listed',
  tls: 'the secure connection could not be established',
  protocol: 'the server did not speak the chosen protocol',
} as const;
export type FailureReason = keyof typeof FAILURE_REASONS;

/** `Connection error: the server refused the username or password.` */
export function connectionErrorMessage(reason: FailureReason): string {
  return `${CONNECTION_MESSAGES.failed}: ${FAILURE_REASONS[reason]}.`;
}

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:.]+\]?)$/i;
const LINE_BREAK = /[\r\n]/;

/**
 * Whether the stored password may be used (or kept) for this server: only for the server it was
 * saved for, so a session in the wrong hands cannot send the wholesaler's password to a server of
 * its own choosing.
 */
export function mayReuseStoredPassword(
  stored: { serverAddress: string } | null,
  serverAddress: string,
): boolean {
  return stored !== null && stored.serverAddress.toLowerCase() === serverAddress.toLowerCase();
}

/** The additional data a primary's sealed password is bound to: it opens for its own row only. */
export const passwordContextOf = (accountId: string) => `primary_connections:${accountId}`;

/** What the check dials: the fields every check and every save carries. */
export type ConnectionTarget = {
  serverAddress: string;
  port: number;
  connectionType: ConnectionType;
  username: string;
  inboundDirectory: string;
};

/**
 * The errors of the fields a check and a save share. Line breaks are refused in everything sent to
 * the server: an FTP command ends at CRLF, so a username with one would smuggle in a second command.
 */
export function targetErrors(input: ConnectionTarget & { password?: string | undefined }): FieldErrors {
  const errors: FieldErrors = {};
  if (!HOST_NAME.test(input.serverAddress) && !IP_LITERAL.test(input.serverAddress))
    errors.server_address = [CONNECTION_MESSAGES.host];
  if (LINE_BREAK.test(input.username)) errors.username = [CONNECTION_MESSAGES.text];
  if (input.password !== undefined && LINE_BREAK.test(input.password))
    errors.password = [CONNECTION_MESSAGES.text];
  if (!isDirectory(input.inboundDirectory)) errors.inbound_directory = [CONNECTION_MESSAGES.directory];
  return errors;
}

/** A directory path as the server takes it: not blank, no line breaks. */
export function isDirectory(text: string): boolean {
  return text.trim() !== '' && !LINE_BREAK.test(text);
}

/** '12,345.67' → 1234567 cents; blank is 0; null when it is not an amount (§3 "formatted 0,0.00"). */
export function readSpending(text: string): number | null {
  if (text.trim() === '') return 0;
  const reading = readDollars(text);
  return reading.ok ? reading.cents : null;
}

/** 1234567 → '12,345.67': the 0,0.00 format of the form (no currency sign). */
export function formatSpending(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}
