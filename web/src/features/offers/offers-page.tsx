import { Alert, Group, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { FLASH_AUTO_CLOSE_MS } from '../../ui/notify.ts';
import { BulkActionMenu } from '../../ui/data-table/bulk-action-menu.tsx';
import { selectedRowsOf, useRowSelection } from '../../ui/data-table/use-row-selection.ts';
import { BulkOffersModal } from './bulk-offers-modal.tsx';
import { BULK_LABELS, applicableBulkActions, rowKey } from './bulk-selection.ts';
import { OfferModal, type OpenModal } from './offer-modal.tsx';
import { offersQueryOptions, type BulkOfferAction, type OfferBox, type OffersParams } from './offers-api.ts';
import { OffersTable } from './offers-table.tsx';
import { outcomeMessage, type OutcomeFlag } from './outcome-flag.ts';

export type OffersSearch = OffersParams & { fl?: OutcomeFlag | undefined };

type OffersPageProps = {
  search: OffersSearch;
  onSearch: (next: Partial<OffersSearch>) => void;
  /** Who the other party is: suppliers for a pharmacy, pharmacies for a supplier. */
  counterpartyLabel: string;
  /** What each tab holds, for the empty state. */
  emptyText: Record<OfferBox, string>;
  /** Buttons beside the title (the supplier's 'New bundle offer'). */
  actions?: ReactNode;
};

/** The message of the outcome the page reloaded with (§4: "the page reloads with fl set to the outcome"). */
function OutcomeFlash({ fl }: { fl: OutcomeFlag | undefined }) {
  const [shown, setShown] = useState<OutcomeFlag | undefined>(fl);
  useEffect(() => {
    setShown(fl);
    if (!fl) return;
    // §9: flash bars auto-dismiss after 3 seconds.
    const timer = setTimeout(() => setShown(undefined), FLASH_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [fl]);
  if (!shown) return null;
  return (
    <Alert
      color="green"
      withCloseButton
      onClose={() => setShown(undefined)}
      data-testid="offers-flash"
      data-fl={shown}
    >
      {outcomeMessage(shown)}
    </Alert>
  );
}

/**
 * The offers page of either side (pharmacy-side §2 offers, §4 Offers and Bulk selection): Sent and
 * Received tabs in the URL, individual and bundle rows together, select-all and the bulk menu,
 * the row modals, and the reload with `fl` after a single response.
 */
export function OffersPage({ search, onSearch, counterpartyLabel, emptyText, actions }: OffersPageProps) {
  const params: OffersParams = { box: search.box, page: search.page, per_page: search.per_page };
  const offers = useQuery(offersQueryOptions(params));
  const selection = useRowSelection();
  const [open, setOpen] = useState<OpenModal>(null);
  const [bulk, setBulk] = useState<BulkOfferAction | null>(null);
  // Remounts the flash after each response, so the same outcome twice still shows its message.
  const [flashKey, setFlashKey] = useState(0);
  const selectedRows = selectedRowsOf(offers.data?.data ?? [], rowKey, selection);

  // A new tab or page is a new list: nothing stays checked that the user cannot see.
  const { clear } = selection;
  useEffect(() => clear(), [clear, search.box, search.page, search.per_page]);

  function reloadWith(fl: OutcomeFlag | undefined) {
    setOpen(null);
    selection.clear();
    setFlashKey((key) => key + 1);
    onSearch({ fl });
  }

  const toolbar = (
    <Group justify="space-between" align="flex-end">
      <Tabs
        value={search.box}
        onChange={(box) => box && onSearch({ box: box as OfferBox, page: 1, fl: undefined })}
      >
        <Tabs.List>
          <Tabs.Tab value="sent" data-testid="offers-tab-sent">
            Sent
          </Tabs.Tab>
          <Tabs.Tab value="received" data-testid="offers-tab-received">
            Received
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <BulkActionMenu
        count={selectedRows.length}
        actions={applicableBulkActions(selectedRows).map((action) => ({
          action,
          label: BULK_LABELS[action],
          testId: `offers-bulk-${action.replace('_', '-')}`,
        }))}
        busy={false}
        onAction={setBulk}
        testId="offers-bulk-actions"
        position="bottom-end"
        emptyLabel="No action applies to the selected offers"
      />
    </Group>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Offers</Title>
        {actions}
      </Group>
      <OutcomeFlash key={flashKey} fl={search.fl} />
      <OffersTable
        offers={offers}
        counterpartyLabel={counterpartyLabel}
        selection={selection}
        paging={{
          page: search.page,
          perPage: search.per_page,
          onParams: (next) => onSearch({ ...next, fl: undefined }),
        }}
        emptyText={emptyText[search.box]}
        toolbar={toolbar}
        onOpen={(kind, row) => setOpen({ kind, row })}
      />
      <OfferModal open={open} onClose={() => setOpen(null)} onOutcome={reloadWith} />
      <BulkOffersModal
        action={bulk}
        selected={selectedRows}
        onClose={() => setBulk(null)}
        onDone={selection.clear}
      />
    </Stack>
  );
}
