/**
 * FTP primaries (pharmacy-side §2 /pharmacy/settings/primaries, §3 Primary connection, §7
 * validate_ftp_crendentials, §8; issue 23): the pharmacy's connection to its primary wholesaler,
 * read (never its password), saved (the password sealed at rest) and checked by really connecting.
 * Pharmacy accounts only, each to its own row; saving and checking are the admin's.
 */
import { CONNECTION_MESSAGES, formatSpending } from '../../../domain/primaries/connection-rules.ts';
import {
  loadPrimaryConnection,
  savePrimaryConnection,
  type PrimaryConnectionRow,
} from '../../../services/primaries/primary-connection.ts';
import { validatePrimaryCredentials } from '../../../services/primaries/validate-credentials.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import {
  connectionInputOf,
  PrimaryConnectionAnswerSchema,
  SaveBody,
  targetOf,
  ValidateBody,
  ValidationAnswerSchema,
} from './schemas.ts';

const area = 'primaries';
const access = ['pharmacy'] as const;

const getRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/settings/primaries',
  area,
  access,
  summary: 'The connection to the pharmacy’s primary wholesaler (without its password)',
  responses: {
    200: jsonContent(PrimaryConnectionAnswerSchema, 'The connection, or null before one is saved'),
  },
});

const saveRoute = defineRoute({
  method: 'put',
  path: '/pharmacy/settings/primaries',
  area,
  access,
  role: 'admin',
  summary: 'Save the primary connection (a blank password keeps the stored one for the same server)',
  request: { body: SaveBody },
  responses: {
    200: jsonContent(
      PrimaryConnectionAnswerSchema.extend({ message: ValidationAnswerSchema.shape.message }),
      'Saved',
    ),
  },
  problems: [422],
});

const validateRoute = defineRoute({
  method: 'post',
  path: '/pharmacy/settings/primaries/validate_ftp_crendentials',
  area,
  access,
  role: 'admin',
  rateLimit: 'primaryChecks',
  summary: 'Connect to the FTP/FTPS/SFTP server within 10 seconds and list the inbound directory',
  description:
    'The server’s address must resolve to public addresses only (400 naming server_address otherwise); the connection is made to the resolved address. A server that fails answers success false with the connection error.',
  request: { body: ValidateBody },
  responses: { 200: jsonContent(ValidationAnswerSchema, 'Whether the connection and the listing succeeded') },
  problems: [422],
});

const serialize = (row: PrimaryConnectionRow | null) =>
  row && {
    server_address: row.serverAddress,
    port: row.port,
    connection_type: row.connectionType,
    username: row.username,
    password_set: true as const,
    inbound_directory: row.inboundDirectory,
    outbound_directory: row.outboundDirectory,
    monthly_rx_spending: formatSpending(row.monthlyRxSpendingCents),
    monthly_rx_spending_cents: row.monthlyRxSpendingCents,
    monthly_brand_spending: formatSpending(row.monthlyBrandSpendingCents),
    monthly_brand_spending_cents: row.monthlyBrandSpendingCents,
    monthly_generic_spending: formatSpending(row.monthlyGenericSpendingCents),
    monthly_generic_spending_cents: row.monthlyGenericSpendingCents,
    updated_at: row.updatedAt.toISOString(),
  };

export const primariesRoutes = createRouter();

addRoute(primariesRoutes, getRoute, async (c) => {
  const row = await loadPrimaryConnection(c.get('deps').db, c.get('caller').account.id);
  return c.json({ connection: serialize(row) }, 200);
});

addRoute(primariesRoutes, saveRoute, async (c) => {
  const { db, env, now } = c.get('deps');
  const { account, user } = c.get('caller');
  const connection = connectionInputOf(c.req.valid('json'));
  await savePrimaryConnection(db, env.credentialKeys, {
    accountId: account.id,
    userId: user.id,
    connection,
    now: now(),
  });
  const row = await loadPrimaryConnection(db, account.id);
  return c.json({ connection: serialize(row), message: CONNECTION_MESSAGES.saved }, 200);
});

addRoute(primariesRoutes, validateRoute, async (c) => {
  const { db, env } = c.get('deps');
  const body = c.req.valid('json');
  const answer = await validatePrimaryCredentials(
    { db, credentialKeys: env.credentialKeys, allowedTargets: env.primaries.allowedTargets },
    { accountId: c.get('caller').account.id, target: targetOf(body), password: body.password || undefined },
  );
  return c.json(answer, 200);
});
