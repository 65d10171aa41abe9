import { Button } from '@mantine/core';
import type { AccessToken } from '../../api/access-tokens.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { formatDateTime } from '../../ui/format.ts';

type AccessTokensTableProps = {
  tokens: AccessToken[];
  revokingId: string | undefined;
  /** Absent for a member: revoking needs the account's admin role. */
  onRevoke: ((token: AccessToken) => void) | undefined;
};

function columns({ revokingId, onRevoke }: Omit<AccessTokensTableProps, 'tokens'>): Column<AccessToken>[] {
  const revoke = onRevoke ? [revokeColumn(revokingId, onRevoke)] : [];
  return [...infoColumns(), ...revoke];
}

function infoColumns(): Column<AccessToken>[] {
  return [
    { key: 'name', header: 'Name', render: (token) => token.name },
    { key: 'prefix', header: 'Prefix', render: (token) => <code>{token.prefix}…</code> },
    { key: 'created', header: 'Created', render: (token) => formatDateTime(token.created_at) },
    {
      key: 'last_used',
      header: 'Last used',
      render: (token) => (token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'),
    },
    {
      key: 'expires',
      header: 'Expires',
      render: (token) => formatDateTime(token.expires_at),
    },
  ];
}

function revokeColumn(
  revokingId: string | undefined,
  onRevoke: (token: AccessToken) => void,
): Column<AccessToken> {
  return {
    key: 'actions',
    header: '',
    render: (token) => (
      <Button
        size="xs"
        color="red"
        variant="light"
        loading={revokingId === token.id}
        aria-label={`Revoke ${token.name}`}
        onClick={() => onRevoke(token)}
      >
        Revoke
      </Button>
    ),
  };
}

/** The account's tokens (loaded before the page shows, so never pending here). */
export function AccessTokensTable({ tokens, ...actions }: AccessTokensTableProps) {
  return (
    <DataTable
      rows={tokens}
      rowKey={(token) => token.id}
      columns={columns(actions)}
      status={{ isPending: false, isError: false, error: null }}
      empty={{
        title: 'No access tokens',
        description: 'Create a token to call the API from scripts or the command line.',
        testId: 'tokens-empty',
      }}
      testId="tokens-table"
      rowTestId="token-row"
      minWidth={640}
    />
  );
}
