import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardBrand, validateCard } from '../../../../domain/payments/card-rules.ts';
import { isApiError } from '../../api/client.ts';
import type { SavedCard } from '../../ui/saved-card.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { addCard, paymentMethodsQueryKey } from './payment-methods-api.ts';
import { SandboxTestCards } from './sandbox-test-cards.tsx';

type Values = { number: string; expiry: string; cvc: string; holder_name: string };

const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/** 'MM/YY' or 'MM/YYYY' → month and four-digit year; NaN when unreadable (then the expiry rule fails). */
function readExpiry(text: string): { expMonth: number; expYear: number } {
  const match = EXPIRY.exec(text.trim());
  if (!match) return { expMonth: Number.NaN, expYear: Number.NaN };
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}

/**
 * The payment card form (pharmacy-side §2: card number, expiry, security code), checked in the
 * browser by the same rules the server applies (§5 Card, domain/payments/card-rules.ts) and with
 * their messages. The card goes to the sandbox card processor and the form is cleared.
 */
export function CardForm({
  onSaved,
  onCancel,
}: {
  onSaved?: (card: SavedCard) => void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: { number: '', expiry: '', cvc: '', holder_name: '' },
    validate: (values) => {
      const errors = validateCard(
        { number: values.number, cvc: values.cvc, ...readExpiry(values.expiry) },
        new Date(),
      );
      return {
        number: errors.number?.[0] ?? null,
        expiry: errors.exp?.[0] ?? null,
        cvc: errors.cvc?.[0] ?? null,
        holder_name: values.holder_name.trim() ? null : 'Please enter the name on the card.',
      };
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const { expMonth, expYear } = readExpiry(values.expiry);
      return addCard({
        number: values.number,
        exp_month: expMonth,
        exp_year: expYear,
        cvc: values.cvc,
        holder_name: values.holder_name.trim(),
      });
    },
    onSuccess: async ({ message, card }) => {
      form.reset();
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['checkout'] });
      onSaved?.(card);
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.fieldErrors : {};
      const mapped = {
        number: fields.number?.[0],
        expiry: fields.exp_month?.[0],
        cvc: fields.cvc?.[0],
        holder_name: fields.holder_name?.[0],
      };
      const shown = Object.entries(mapped).filter(([, message]) => message !== undefined);
      for (const [field, message] of shown) form.setFieldError(field, message);
      if (shown.length === 0) notifyError(error);
    },
  });
  const brand = cardBrand(form.values.number);

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="card-form" noValidate>
      <Stack gap="sm">
        <Alert color="gray" title="Sandbox card processor" p="xs">
          <Text size="sm">
            Cards are processed by the sandbox card processor: use one of its test numbers.
          </Text>
          <SandboxTestCards />
        </Alert>
        <TextInput
          label="Name on card"
          autoComplete="cc-name"
          maxLength={100}
          data-testid="card-holder"
          {...form.getInputProps('holder_name')}
        />
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          data-testid="card-number"
          {...form.getInputProps('number')}
        />
        <Group grow>
          <TextInput
            label="Expiry (MM/YY)"
            placeholder="MM/YY"
            autoComplete="cc-exp"
            maxLength={7}
            data-testid="card-expiry"
            {...form.getInputProps('expiry')}
          />
          <TextInput
            label="Security code"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={brand === 'amex' ? 4 : 3}
            data-testid="card-cvc"
            {...form.getInputProps('cvc')}
          />
        </Group>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} data-testid="card-cancel">
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid="card-save">
            Save card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
