import { Button, EmptyState, Table } from '@mantine/core';
import type { AccessToken } from '../../api/access-tokens.ts';
import { formatDateTime } from '../../ui/format.ts';

type AccessTokensTableProps = {
  tokens: AccessToken[];
  revokingId: string | undefined;
  onRevoke: (token: AccessToken) => void;
};

export function AccessTokensTable({ tokens, revokingId, onRevoke }: AccessTokensTableProps) {
  if (tokens.length === 0) {
    return (
      <EmptyState
        title="No access tokens"
        description="Create a token to call the API from scripts or the command line."
        data-testid="tokens-empty"
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="tokens-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Prefix</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => (
            <Table.Tr key={token.id} data-testid="token-row">
              <Table.Td>{token.name}</Table.Td>
              <Table.Td>
                <code>{token.prefix}…</code>
              </Table.Td>
              <Table.Td>{formatDateTime(token.created_at)}</Table.Td>
              <Table.Td>{token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'}</Table.Td>
              <Table.Td>{token.expires_at ? formatDateTime(token.expires_at) : 'Never'}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
