import { Table } from '@mantine/core';
import { SANDBOX_TEST_CARDS } from '../../../../domain/payments/sandbox-card.ts';

/** The sandbox card processor's test numbers: any future expiry, any security code of the right length. */
export function SandboxTestCards() {
  return (
    <Table fz="xs" mt={4} data-testid="sandbox-test-cards">
      <Table.Tbody>
        {SANDBOX_TEST_CARDS.map((card) => (
          <Table.Tr key={card.number}>
            <Table.Td ff="monospace">{card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</Table.Td>
            <Table.Td>{card.description}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
