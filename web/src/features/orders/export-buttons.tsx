import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { notifyErrorText } from '../../ui/notify.ts';
import { downloadExport, EXPORT_FAILURE } from './orders-api.ts';

/** Export as CSV and PDF (§2 export.csv?range= and export?type=pdf&range=) for the list's range. */
export function ExportButtons({ range }: { range: string | undefined }) {
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  async function run(kind: 'csv' | 'pdf') {
    setBusy(kind);
    try {
      await downloadExport(kind, range);
    } catch {
      // §8: the export failure toast has its own text.
      notifyErrorText(EXPORT_FAILURE);
    } finally {
      setBusy(null);
    }
  }
  return (
    <Group gap="xs">
      <Button
        variant="default"
        loading={busy === 'csv'}
        onClick={() => void run('csv')}
        data-testid="orders-export-csv"
      >
        Export CSV
      </Button>
      <Button
        variant="default"
        loading={busy === 'pdf'}
        onClick={() => void run('pdf')}
        data-testid="orders-export-pdf"
      >
        Export PDF
      </Button>
    </Group>
  );
}
