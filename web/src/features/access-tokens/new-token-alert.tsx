import { ActionIcon, Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import type { CreatedAccessToken } from '../../api/access-tokens.ts';

type NewTokenAlertProps = { token: CreatedAccessToken; onDismiss: () => void };

/** The secret of a freshly created token: shown once, never again. */
export function NewTokenAlert({ token, onDismiss }: NewTokenAlertProps) {
  return (
    <Alert color="green" title={`Token “${token.name}” created`} data-testid="new-token">
      <Text size="sm" mb="xs">
        Copy it now: this is the only time it is shown.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="new-token-value" style={{ wordBreak: 'break-all' }}>
          {token.token}
        </Code>
        <CopyButton value={token.token}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <ActionIcon variant="subtle" color="gray" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </ActionIcon>
      </Group>
    </Alert>
  );
}
