import { TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../ui/notify.ts';

type InlineEditCellProps = {
  label: string;
  display: string;
  /** The value the input starts from (a price without the dollar sign, the stock count). */
  initial: string;
  save: (value: string) => Promise<unknown>;
  testId: string;
};

/**
 * Inline edit of stock or price (supplier-side §2): click or Enter on the value to edit, Enter
 * saves, Escape cancels. On failure the server's message is toasted and the value reverts.
 */
export function InlineEditCell({ label, display, initial, save, testId }: InlineEditCellProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function commit() {
    if (value === initial) return setEditing(false);
    setSaving(true);
    try {
      await save(value);
      notifySuccess(`${label} updated.`);
      setEditing(false);
    } catch (error) {
      notifyError(error);
      setValue(initial);
      setEditing(false);
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
    <TextInput
      size="xs"
      w={100}
      autoFocus
      aria-label={label}
      data-testid={`${testId}-input`}
      value={value}
      disabled={saving}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={() => !saving && setEditing(false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void commit();
        } else if (event.key === 'Escape') {
          setValue(initial);
          setEditing(false);
        }
      }}
    />
  );
}
