/** An audit's files (the generated proofs PDF and the uploaded documents), each downloadable by either side. */
import { Button, Table } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../api/download.ts';
import { AUDIT_FAILURE_TITLES, notifyAuditFailure } from './audit-toasts.ts';
import { auditDocumentPath, type AuditDocument, type AuditSide } from './audits-api.ts';

type Props = { side: AuditSide; auditId: string; documents: AuditDocument[] };

function DocumentRow({ side, auditId, doc }: { side: AuditSide; auditId: string; doc: AuditDocument }) {
  const download = useMutation({
    mutationFn: () => downloadFile(auditDocumentPath(side, auditId, doc.id), doc.file_name),
    onError: (error) => notifyAuditFailure(AUDIT_FAILURE_TITLES.download, error),
  });
  return (
    <Table.Tr data-testid="proofs-document" data-kind={doc.kind}>
      <Table.Td>{doc.kind === 'generated' ? 'Proofs of purchase (generated)' : 'Uploaded document'}</Table.Td>
      <Table.Td>{doc.file_name}</Table.Td>
      <Table.Td ta="right">{Math.ceil(doc.size_bytes / 1024)} KB</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          loading={download.isPending}
          onClick={() => download.mutate()}
          data-testid="proofs-download"
        >
          Download
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function AuditDocumentsTable({ side, auditId, documents }: Props) {
  return (
    <Table>
      <Table.Tbody>
        {documents.map((doc) => (
          <DocumentRow key={doc.id} side={side} auditId={auditId} doc={doc} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
