import { Button, EmptyState, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  createVacationTime,
  deleteVacationTime,
  shippingQueryKey,
  updateVacationTime,
  type VacationDraft,
  type VacationTime,
} from './settings-api.ts';
import { VacationTimeModal } from './vacation-time-modal.tsx';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';

/**
 * Vacation times (pharmacy-side §3 Vacation time; shown at checkout): each saved on its own, deleted
 * after a confirmation.
 */
export function VacationTimesCard({ vacations }: { vacations: VacationTime[] }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<VacationTime | VacationDraft | null>(null);
  // Vacation times stop shipping for every customer: the account admin's to change (issue 10).
  const isAdmin = useHasAdminRole();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shippingQueryKey });
  const remove = useMutation({
    mutationFn: deleteVacationTime,
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await refresh();
    },
    onError: notifyError,
  });

  async function save(draft: VacationDraft) {
    const saved =
      editing && 'id' in editing
        ? await updateVacationTime(editing.id, draft)
        : await createVacationTime(draft);
    notifySuccess(saved.message);
    await refresh();
  }

  const askDelete = (vacation: VacationTime) =>
    confirmAction({
      message: `Delete the vacation time "${vacation.name}"?`,
      danger: true,
      onConfirm: () => remove.mutate(vacation.id),
    });

  return (
    <Paper withBorder p="md" data-testid="vacation-times">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Vacation times
          </Title>
          {isAdmin && (
            <Button
              variant="light"
              onClick={() => setEditing({ name: '', start_date: '', end_date: '', notes: null })}
              data-testid="add-vacation"
            >
              Add vacation time
            </Button>
          )}
        </Group>
        {vacations.length === 0 ? (
          <EmptyState
            title="No vacation times"
            description="Pharmacies see your vacation times at checkout."
          />
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>End</Table.Th>
                <Table.Th>Notes</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vacations.map((v) => (
                <Table.Tr key={v.id} data-testid="vacation-row">
                  <Table.Td>{v.name}</Table.Td>
                  <Table.Td>{formatUsDate(v.start_date)}</Table.Td>
                  <Table.Td>{formatUsDate(v.end_date)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {v.notes ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {isAdmin && (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setEditing(v)}
                          data-testid="edit-vacation"
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={remove.isPending && remove.variables === v.id}
                          onClick={() => askDelete(v)}
                          data-testid="delete-vacation"
                        >
                          Delete
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <VacationTimeModal editing={editing} onClose={() => setEditing(null)} onSave={save} />
    </Paper>
  );
}
