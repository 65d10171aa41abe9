import { Alert } from '@mantine/core';

/** Tells a member why a page's actions are missing or disabled: only their account's admin may. */
export function AdminOnlyNotice({ can }: { can: string }) {
  return (
    <Alert color="gray" variant="light" data-testid="admin-only-notice">
      Only an administrator of your account can {can}.
    </Alert>
  );
}
