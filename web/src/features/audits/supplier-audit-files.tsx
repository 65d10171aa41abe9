/** The wholesaler's view of an audit's files: a button with their count opening the list to download. */
import { Alert, Button, Modal, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../ui/notify.ts';
import { AuditDocumentsTable } from './audit-documents-table.tsx';
import { supplierAuditQueryOptions, type Audit } from './audits-api.ts';

function FilesContent({ auditId }: { auditId: string }) {
  const query = useQuery(supplierAuditQueryOptions(auditId));
  if (query.isPending) return <Skeleton height={120} data-testid="audit-files-loading" />;
  if (query.isError) return <Alert color="red">{errorMessageOf(query.error)}</Alert>;
  return <AuditDocumentsTable side="supplier" auditId={auditId} documents={query.data.documents} />;
}

export function SupplierAuditFiles({ audit }: { audit: Audit }) {
  const [opened, setOpened] = useState(false);
  if (audit.document_count === 0) return null;
  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpened(true)} data-testid="audit-files">
        Files ({audit.document_count})
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Audit #${audit.number}: files for ${audit.pharmacy.name}`}
        size="lg"
        data-testid="audit-files-modal"
      >
        {opened && <FilesContent auditId={audit.id} />}
      </Modal>
    </>
  );
}
