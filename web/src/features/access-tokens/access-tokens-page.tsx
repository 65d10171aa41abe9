import { Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  accessTokensQueryKey,
  accessTokensQueryOptions,
  revokeAccessToken,
  type AccessToken,
  type CreatedAccessToken,
} from '../../api/access-tokens.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { AccessTokensTable } from './access-tokens-table.tsx';
import { CreateTokenForm } from './create-token-form.tsx';
import { NewTokenAlert } from './new-token-alert.tsx';

/** Personal access tokens, the same page on the pharmacy, supplier and support sides. */
export function AccessTokensPage() {
  const queryClient = useQueryClient();
  const { data: tokens } = useSuspenseQuery(accessTokensQueryOptions());
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const isAdmin = useHasAdminRole();
  const revoke = useMutation({
    mutationFn: (token: AccessToken) => revokeAccessToken(token.id),
    onSuccess: async (_, token) => {
      notifySuccess(`Token “${token.name}” revoked.`);
      if (created?.id === token.id) setCreated(null);
      await queryClient.invalidateQueries({ queryKey: accessTokensQueryKey });
    },
    onError: notifyError,
  });

  function askToRevoke(token: AccessToken) {
    confirmAction({
      title: 'Revoke access token',
      message: `Revoke “${token.name}”? Scripts using it will stop working at once.`,
      confirmLabel: 'Revoke',
      danger: true,
      onConfirm: () => revoke.mutate(token),
    });
  }

  return (
    <Stack maw={960}>
      <Title order={1}>Access tokens</Title>
      <Text c="dimmed">Personal access tokens let scripts and the command line act as you.</Text>
      {isAdmin ? (
        <CreateTokenForm onCreated={setCreated} />
      ) : (
        <AdminOnlyNotice can="make or revoke access tokens" />
      )}
      {created && <NewTokenAlert token={created} onDismiss={() => setCreated(null)} />}
      <AccessTokensTable
        tokens={tokens}
        revokingId={revoke.isPending ? revoke.variables.id : undefined}
        onRevoke={isAdmin ? askToRevoke : undefined}
      />
    </Stack>
  );
}
