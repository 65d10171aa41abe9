import { Button, Group, Stack, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../api/client.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';

type InlineEditCellProps = {
  label: string;
  display: string;
  /** The value the input starts from (a price without the dollar sign, the stock count). */
  initial: string;
  /** The body field the value travels in, whose server error the cell shows. */
  field: 'price' | 'stock';
  /** The API's own rule for the typed text: the message of what is wrong with it, or null. */
  check?: (value: string) => string | null;
  save: (value: string) => Promise<unknown>;
  testId: string;
};

/** The message to show on the field for a refused save: the server's for this field, else its message. */
function refusalOf(error: unknown, field: string): string {
  return (isApiError(error) && error.fieldErrors[field]?.[0]) || errorMessageOf(error);
}

/**
 * Inline edit of stock or price (supplier-side §2): click the value to edit; Enter or Save saves,
 * Escape or Cancel puts the value back. A value the API's rule refuses shows its message on the
 * field and is not sent. Clicking away never drops an edit: a changed value stays in the cell,
 * pending, with Save and Cancel beside it; a refused save keeps what was typed too.
 */
export function InlineEditCell({ label, display, initial, field, check, save, testId }: InlineEditCellProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = value !== initial;

  function close() {
    setValue(initial);
    setError(null);
    setEditing(false);
  }

  async function commit() {
    if (!changed) return close();
    const problem = check?.(value) ?? null;
    if (problem) return setError(problem);
    setSaving(true);
    try {
      await save(value);
      notifySuccess(`${label} updated.`);
      setEditing(false);
    } catch (failure) {
      setError(refusalOf(failure, field));
      notifyError(failure);
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <UnstyledButton
        aria-label={`Edit ${label.toLowerCase()}`}
        data-testid={testId}
        onClick={() => {
          setValue(initial);
          setEditing(true);
        }}
        style={{ borderBottom: '1px dashed var(--mantine-color-gray-5)' }}
      >
        {display}
      </UnstyledButton>
    );
  }
  return (
    <Stack gap={4} data-testid={`${testId}-editor`} data-pending={changed}>
      <TextInput
        size="xs"
        w={110}
        autoFocus
        aria-label={label}
        data-testid={`${testId}-input`}
        value={value}
        error={error}
        errorProps={{ 'data-testid': `${testId}-error` }}
        disabled={saving}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
        // Leaving an unchanged cell closes it; a changed one stays open until saved or cancelled.
        onBlur={() => !saving && !changed && close()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit();
          } else if (event.key === 'Escape') {
            close();
          }
        }}
      />
      {changed && (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            loading={saving}
            onClick={() => void commit()}
            data-testid={`${testId}-save`}
          >
            Save
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            disabled={saving}
            onClick={close}
            data-testid={`${testId}-cancel`}
          >
            Cancel
          </Button>
        </Group>
      )}
    </Stack>
  );
}
