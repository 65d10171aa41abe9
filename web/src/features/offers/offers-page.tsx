import { Alert, EmptyState, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { FLASH_AUTO_CLOSE_MS, errorMessageOf } from '../../ui/notify.ts';
import { PagingFooter } from '../../ui/paging-footer.tsx';
import { BulkOffersModal } from './bulk-offers-modal.tsx';
import { applicableBulkActions, rowKey } from './bulk-selection.ts';
import { OfferModal, type OpenModal } from './offer-modal.tsx';
import { offersQueryOptions, type BulkOfferAction, type OfferBox, type OffersParams } from './offers-api.ts';
import { OffersBulkMenu } from './offers-bulk-menu.tsx';
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
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<OpenModal>(null);
  const [bulk, setBulk] = useState<BulkOfferAction | null>(null);
  // Remounts the flash after each response, so the same outcome twice still shows its message.
  const [flashKey, setFlashKey] = useState(0);
  const rows = offers.data?.data ?? [];
  const selectedRows = rows.filter((row) => selected.has(rowKey(row)));

  // A new tab or page is a new list: nothing stays checked that the user cannot see.
  useEffect(() => setSelected(new Set()), [search.box, search.page, search.per_page]);

  function select(keys: string[], checked: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const key of keys) {
        if (checked) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }

  function reloadWith(fl: OutcomeFlag | undefined) {
    setOpen(null);
    setSelected(new Set());
    setFlashKey((key) => key + 1);
    onSearch({ fl });
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Offers</Title>
        {actions}
      </Group>
      <OutcomeFlash key={flashKey} fl={search.fl} />
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
        <OffersBulkMenu
          count={selectedRows.length}
          actions={applicableBulkActions(selectedRows)}
          busy={false}
          onAction={setBulk}
        />
      </Group>
      {offers.isPending && <Skeleton height={240} data-testid="offers-loading" />}
      {offers.isError && <Alert color="red">{errorMessageOf(offers.error)}</Alert>}
      {offers.isSuccess && rows.length === 0 && (
        <EmptyState title="No offers" description={emptyText[search.box]} data-testid="offers-empty" />
      )}
      {rows.length > 0 && (
        <OffersTable
          rows={rows}
          counterpartyLabel={counterpartyLabel}
          selected={selected}
          onSelect={select}
          onOpen={(kind, row) => setOpen({ kind, row })}
        />
      )}
      <PagingFooter
        total={offers.data?.total ?? 0}
        noun="offer"
        page={search.page}
        perPage={search.per_page}
        onParams={(next) => onSearch({ ...next, fl: undefined })}
        testId="offers"
      />
      <OfferModal open={open} onClose={() => setOpen(null)} onOutcome={reloadWith} />
      <BulkOffersModal
        action={bulk}
        selected={selectedRows}
        onClose={() => setBulk(null)}
        onDone={() => setSelected(new Set())}
      />
    </Stack>
  );
}
