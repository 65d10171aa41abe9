import { Alert, Button, Radio, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { CardForm } from '../payment-methods/index.ts';
import { BankLimitWarning } from './bank-limit-warning.tsx';
import type { CheckoutSummary, PaymentMethod } from './checkout-api.ts';
import { cardExpiry, cardLabel } from '../../ui/saved-card.ts';

type Props = {
  methods: CheckoutSummary['payment_methods'];
  method: PaymentMethod | null;
  cardId: string | null;
  bankAccountId: string | null;
  onMethod: (method: PaymentMethod) => void;
  onCard: (id: string) => void;
  onBankAccount: (id: string) => void;
};

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/**
 * Payment method (pharmacy-side §3 Payment methods, §4 Checkout): pay offline on terms; a card through
 * the sandbox card processor (saved cards or a new one), when the supplier takes cards for the ship-to
 * state; bank transfer, hidden with a warning and a verify link when the account is not verified and
 * the order is over the weekly sending allowance.
 */
export function PaymentSection({
  methods,
  method,
  cardId,
  bankAccountId,
  onMethod,
  onCard,
  onBankAccount,
}: Props) {
  const [adding, setAdding] = useState(false);
  const { pay_offline: offline, card, bank_transfer: bank } = methods;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Payment
      </Title>
      <Radio.Group
        value={method}
        onChange={(v) => onMethod(v)}
        name="payment_method"
        data-testid="payment-methods"
      >
        <Stack gap="sm">
          <Radio
            value="pay_offline"
            label="Pay offline (on your terms with this supplier)"
            data-testid="pay-offline"
          />
          {method === 'pay_offline' && offline.credit && !offline.credit.can_place && (
            <Alert color="red" data-testid="credit-exceeded">
              {offline.credit.message}
            </Alert>
          )}
          <Radio
            value="card"
            disabled={!card.accepted}
            label={`Card${card.fee_bp ? ` (${percent(card.fee_bp)} processing fee)` : ''}`}
            description={card.message}
            data-testid="pay-card"
          />
          {method === 'card' && card.accepted && (
            <Stack gap="xs" pl="xl">
              {card.cards.length > 0 && (
                <Select
                  label="Saved card"
                  data={card.cards.map((c) => ({
                    value: c.id,
                    label: `${cardLabel(c)} (${cardExpiry(c)})${c.expired ? ' expired' : ''}`,
                    disabled: c.expired,
                  }))}
                  value={cardId}
                  onChange={(id) => id && onCard(id)}
                  allowDeselect={false}
                  data-testid="saved-card"
                />
              )}
              {adding ? (
                <CardForm
                  onSaved={(saved) => {
                    setAdding(false);
                    onCard(saved.id);
                  }}
                  onCancel={() => setAdding(false)}
                />
              ) : (
                <Button
                  variant="light"
                  size="xs"
                  w="fit-content"
                  onClick={() => setAdding(true)}
                  data-testid="add-card"
                >
                  Add card
                </Button>
              )}
            </Stack>
          )}
          {bank.visible && (
            <Radio
              value="bank_transfer"
              label={`Bank transfer${bank.ach_discount_bp > 0 ? ` (${percent(bank.ach_discount_bp)} discount)` : ''}`}
              data-testid="pay-bank"
            />
          )}
          {method === 'bank_transfer' && bank.visible && (
            <Select
              pl="xl"
              label="Bank account"
              data={bank.accounts.map((b) => ({
                value: b.id,
                label: `${b.bank_name} •••• ${b.last4}${b.verified ? '' : ' (not verified)'}`,
              }))}
              value={bankAccountId}
              onChange={(id) => id && onBankAccount(id)}
              allowDeselect={false}
              data-testid="bank-account"
            />
          )}
        </Stack>
      </Radio.Group>
      {!bank.visible && bank.warning && (
        <BankLimitWarning warning={bank.warning} showVerifyLink={bank.verify_link !== null} />
      )}
    </Stack>
  );
}
