/**
 * The primary connection's wire shapes (pharmacy-side §3 Primary connection, §7
 * validate_ftp_crendentials). Money arrives as the 0,0.00 text the form shows ('12,345.67') and
 * goes back both formatted and in cents; the password is write-only: the answer says only whether
 * one is stored.
 */
import { z } from 'zod';
import { CONNECTION_TYPES, DEFAULT_PORTS, readSpending } from '../../../domain/primaries/connection-rules.ts';
import type { PrimaryConnectionInput } from '../../../services/primaries/primary-connection.ts';

const Text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

const TargetFields = {
  server_address: Text(253).min(1, 'is required'),
  port: z.number().int('must be a whole number').min(1).max(65535).nullish(),
  connection_type: z.enum(CONNECTION_TYPES),
  username: Text(128).min(1, 'is required'),
  /** Blank or absent: the stored password (only for the server it was saved for). */
  password: z.string().max(256, 'at most 256 characters').optional(),
  inbound_directory: Text(255).min(1, 'is required'),
};

export const ValidateBody = z.strictObject(TargetFields);

export const SaveBody = z.strictObject({
  ...TargetFields,
  outbound_directory: Text(255).min(1, 'is required'),
  monthly_rx_spending: Text(20),
  monthly_brand_spending: Text(20),
  monthly_generic_spending: Text(20),
});

type TargetBody = z.infer<typeof ValidateBody>;

/** The dialled fields of a body, the port defaulting to the protocol's. */
export function targetOf(body: TargetBody) {
  return {
    serverAddress: body.server_address,
    port: body.port ?? DEFAULT_PORTS[body.connection_type],
    connectionType: body.connection_type,
    username: body.username,
    inboundDirectory: body.inbound_directory,
  };
}

/** The save body as the service takes it; unreadable amounts become null, which it names. */
export function connectionInputOf(body: z.infer<typeof SaveBody>): PrimaryConnectionInput {
  return {
    ...targetOf(body),
    password: body.password || undefined,
    outboundDirectory: body.outbound_directory,
    spendingCents: {
      monthly_rx_spending: readSpending(body.monthly_rx_spending),
      monthly_brand_spending: readSpending(body.monthly_brand_spending),
      monthly_generic_spending: readSpending(body.monthly_generic_spending),
    },
  };
}

export const PrimaryConnectionSchema = z
  .strictObject({
    server_address: z.string(),
    port: z.number().int(),
    connection_type: z.enum(CONNECTION_TYPES),
    username: z.string(),
    password_set: z.literal(true).describe('A password is stored; it is never sent back'),
    inbound_directory: z.string(),
    outbound_directory: z.string(),
    monthly_rx_spending: z.string().describe('0,0.00'),
    monthly_rx_spending_cents: z.number().int(),
    monthly_brand_spending: z.string(),
    monthly_brand_spending_cents: z.number().int(),
    monthly_generic_spending: z.string(),
    monthly_generic_spending_cents: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'PrimaryConnection' });

export const PrimaryConnectionAnswerSchema = z
  .strictObject({ connection: PrimaryConnectionSchema.nullable() })
  .meta({ id: 'PrimaryConnectionAnswer' });

export const ValidationAnswerSchema = z
  .strictObject({
    success: z.boolean(),
    message: z.string().describe('The success text, or the connection error (§8)'),
    entries: z.number().int().optional().describe('How many entries the inbound directory holds'),
  })
  .meta({ id: 'FtpValidation' });
