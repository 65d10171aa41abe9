import { Button, Group, Select } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { linkLocation, subAccountsQueryKey, type Location, type SubAccount } from '../../api/sub-accounts.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';

/** Gives one of the group's stores to the sub-account: its buyer then orders for it. */
export function LinkLocation({ sub, locations }: { sub: SubAccount; locations: Location[] }) {
  const queryClient = useQueryClient();
  const [locationId, setLocationId] = useState<string | null>(null);
  const linked = new Set(sub.locations.map((l) => l.id));
  const link = useMutation({
    mutationFn: (id: string) => linkLocation(id, sub.user_id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      setLocationId(null);
      await queryClient.invalidateQueries({ queryKey: subAccountsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['locations'] });
    },
    onError: notifyError,
  });
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label="Link a store"
        placeholder="Choose a location"
        data={locations.filter((l) => !linked.has(l.id)).map((l) => ({ value: l.id, label: l.name }))}
        value={locationId}
        onChange={setLocationId}
        w={260}
        data-testid="link-location-select"
      />
      <Button
        size="sm"
        disabled={!locationId}
        loading={link.isPending}
        onClick={() => locationId && link.mutate(locationId)}
        data-testid="link-location"
      >
        Link
      </Button>
    </Group>
  );
}
