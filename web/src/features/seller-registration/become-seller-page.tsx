/**
 * /pharmacy/become_seller (issue 12, supplier-side §2–§5): the intro, then the seller form; once
 * submitted, the registration's state — the seller agreement to sign (the product's e-signature),
 * support's review, the decision — and, approved, that the pharmacy sells to other pharmacies.
 */
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';
import { notifyError } from '../../ui/notify.ts';
import { RegistrationIntro } from './registration-intro.tsx';
import { SellerForm } from './seller-form.tsx';
import { ownRegistrationQueryOptions, requestSignature, type SellerRegistration } from './seller-api.ts';

function RegistrationState({ registration }: { registration: SellerRegistration }) {
  const isAdmin = useHasAdminRole();
  const sign = useMutation({
    mutationFn: () => requestSignature(registration.agreement_document_id!),
    onSuccess: (answer) => window.location.assign(answer.url),
    onError: notifyError,
  });
  if (registration.status === 'awaiting_signature')
    return (
      <Alert color="blue" title="Sign the seller agreement" data-testid="registration-awaiting-signature">
        <Stack gap="sm">
          <Text>
            Your registration was received. Please sign the seller agreement so support can review it.
          </Text>
          {!isAdmin ? (
            <AdminOnlyNotice can="sign the seller agreement" />
          ) : registration.agreement_document_id ? (
            <Button
              w="fit-content"
              onClick={() => sign.mutate()}
              loading={sign.isPending}
              data-testid="sign-agreement"
            >
              Sign the seller agreement
            </Button>
          ) : (
            <Loader size="sm" data-testid="agreement-preparing" />
          )}
        </Stack>
      </Alert>
    );
  if (registration.status === 'in_review')
    return (
      <Alert color="yellow" title="Waiting for support" data-testid="registration-in-review">
        Thank you for signing. Support will review your seller registration.
      </Alert>
    );
  return null;
}

export function BecomeSellerPage() {
  const own = useQuery({
    ...ownRegistrationQueryOptions(),
    // The agreement is prepared, and the signature recorded, by the workflow: look again until it has.
    refetchInterval: (query) =>
      query.state.data?.registration?.status === 'awaiting_signature' ? 2000 : false,
  });
  const [started, setStarted] = useState(false);
  // Registering ends in the seller agreement, which only the account's admin signs (issue 22).
  const isAdmin = useHasAdminRole();
  if (own.isPending) return <Loader data-testid="become-seller-loading" />;
  if (own.isError) return <Alert color="red">{own.error.message}</Alert>;
  const { registration, is_seller } = own.data;
  const open = registration && registration.status !== 'declined';
  return (
    <Stack>
      <Title order={1}>Become a seller</Title>
      {is_seller && (
        <Alert color="green" title="You are a seller" data-testid="registration-approved">
          Support approved your seller registration: you can now sell to other pharmacies.
        </Alert>
      )}
      {registration?.status === 'declined' && (
        <Alert color="red" title="Registration declined" data-testid="registration-declined">
          {registration.decline_reason}
        </Alert>
      )}
      {open && !is_seller && <RegistrationState registration={registration} />}
      {!open && !is_seller && !isAdmin && <AdminOnlyNotice can="register your pharmacy as a seller" />}
      {!open &&
        !is_seller &&
        isAdmin &&
        (started ? (
          <SellerForm onBackToIntro={() => setStarted(false)} />
        ) : (
          <RegistrationIntro onStart={() => setStarted(true)} />
        ))}
    </Stack>
  );
}
