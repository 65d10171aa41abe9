import { Modal, Tabs, Text } from '@mantine/core';
import type { CheckoutSummary } from './checkout-api.ts';

const TABS = [
  ['terms', 'Terms'],
  ['laws', 'Laws'],
  ['fees', 'Fees'],
  ['faq', 'FAQ'],
  ['additional', 'Additional info'],
] as const;

/** The supplier's information modal with its tabs (pharmacy-side §2 Checkout page: terms, laws, fees, FAQ, additional info). */
export function InfoModal({
  opened,
  onClose,
  supplier,
  info,
}: {
  opened: boolean;
  onClose: () => void;
  supplier: string;
  info: CheckoutSummary['info'];
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${supplier}: information`}
      size="lg"
      data-testid="info-modal"
    >
      <Tabs defaultValue="terms">
        <Tabs.List>
          {TABS.map(([key, label]) => (
            <Tabs.Tab key={key} value={key} data-testid={`info-tab-${key}`}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(([key]) => (
          <Tabs.Panel key={key} value={key} pt="sm">
            <Text
              style={{ whiteSpace: 'pre-wrap' }}
              c={info[key] ? undefined : 'dimmed'}
              data-testid={`info-panel-${key}`}
            >
              {info[key] ?? 'The supplier has not written anything here yet.'}
            </Text>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Modal>
  );
}
