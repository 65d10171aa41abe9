/**
 * The authorization matrix's rules for the FTP primaries (issue 23). The check dials 127.0.0.1:9,
 * which the matrix's context allow-lists and where nothing listens: an allowed call answers 200 with
 * the connection error at once, and no call leaves the machine.
 */
import type { RouteRule } from './authorization-matrix-context.ts';

/** The one address the matrix allow-lists for the check (authorization-matrix.test.ts). */
export const MATRIX_PRIMARY_TARGET = '127.0.0.1:9';

const target = {
  server_address: '127.0.0.1',
  port: 9,
  connection_type: 'ftp',
  username: 'matrix',
  password: 'matrix-password',
  inbound_directory: '/inbound',
};

export const PRIMARY_RULES: Record<string, RouteRule> = {
  'GET /api/v1/pharmacy/settings/primaries': { access: ['pharmacy'] },
  'PUT /api/v1/pharmacy/settings/primaries': {
    access: ['pharmacy'],
    role: 'admin',
    body: {
      ...target,
      outbound_directory: '/outbound',
      monthly_rx_spending: '1,000.00',
      monthly_brand_spending: '0.00',
      monthly_generic_spending: '250.50',
    },
  },
  'POST /api/v1/pharmacy/settings/primaries/validate_ftp_crendentials': {
    access: ['pharmacy'],
    role: 'admin',
    body: target,
  },
};
