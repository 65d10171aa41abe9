/**
 * /pharmacy/wholesalers/audits (pharmacy-side §2, supplier-side §2 Audits): the pharmacy's audits
 * of its wholesalers, the new-audit modal with its demo tour, and the proofs download modal the
 * URL opens (`?show_proofs_of_purchases_dialog=1&id=…`).
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AuditTour } from './audit-tour.tsx';
import { pharmacyAuditsQueryOptions, type Audit } from './audits-api.ts';
import { AuditsTable } from './audits-table.tsx';
import { NewAuditModal } from './new-audit-modal.tsx';
import { ProofsDownloadModal } from './proofs-download-modal.tsx';

function RowActions({ audit, onProofs }: { audit: Audit; onProofs: (id: string) => void }) {
  if (!audit.actions.download_proofs)
    return (
      <Text size="sm" c="dimmed">
        Awaiting the wholesaler
      </Text>
    );
  return (
    <Button size="xs" variant="light" onClick={() => onProofs(audit.id)} data-testid="audit-open-proofs">
      Proofs
    </Button>
  );
}

export function PharmacyAuditsPage({
  proofsAuditId,
  onProofs,
}: {
  /** The audit whose proofs modal is open (from the URL), if any. */
  proofsAuditId: string | undefined;
  /** Opens (an id) or closes (undefined) the proofs modal, through the URL. */
  onProofs: (id: string | undefined) => void;
}) {
  const audits = useQuery(pharmacyAuditsQueryOptions());
  const [creating, setCreating] = useState(false);
  const [touring, setTouring] = useState(false);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Audits</Title>
        <Button onClick={() => setCreating(true)} data-testid="new-audit">
          New audit
        </Button>
      </Group>
      <AuditTour active={touring} onExit={() => setTouring(false)} />
      <AuditsTable
        side="pharmacy"
        rows={audits.data?.data}
        status={audits}
        actions={(a) => <RowActions audit={a} onProofs={onProofs} />}
        empty={{
          title: 'No audits yet',
          description:
            'When an auditor asks for proof of your purchases, open an audit to ask your wholesaler.',
        }}
        testId="pharmacy-audits"
      />
      <NewAuditModal
        opened={creating}
        onClose={() => setCreating(false)}
        onStartTour={() => {
          setCreating(false);
          setTouring(true);
        }}
      />
      <ProofsDownloadModal auditId={proofsAuditId} onClose={() => onProofs(undefined)} />
    </Stack>
  );
}
