import { Alert, Text } from '@mantine/core';
import { AnchorLink } from '../../ui/anchor-link.tsx';

/**
 * The bank-transfer warning over the weekly sending limit (pharmacy-side §8 "Bank payment
 * unavailable: warning with a verify-now link"), on checkout and on the order edit page.
 */
export function BankLimitWarning({ warning, showVerifyLink }: { warning: string; showVerifyLink: boolean }) {
  return (
    <Alert color="yellow" data-testid="bank-warning">
      <Text size="sm">{warning}</Text>
      {showVerifyLink && (
        <AnchorLink
          to="/pharmacy/settings/ach_verification"
          search={{ force_verify: 1 }}
          data-testid="verify-now"
        >
          Verify now
        </AnchorLink>
      )}
    </Alert>
  );
}
